import { defineConfig } from "drizzle-kit";

// `npm run db:generate --workspace=@trezo/server` writes the next SQL migration into ./drizzle
// from the schema. Migrations are applied at start (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
