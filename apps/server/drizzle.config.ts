import { defineConfig } from "drizzle-kit";

// `npm run db:generate --workspace=@trezo/server` writes the next SQL migration into ./drizzle
// from the schema. Migrations are applied at start (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  // The core schema, plus one file per feature area under src/db/tables (banking, forecast...), so that
  // teams extend the database without editing the same file.
  schema: ["./src/db/schema.ts", "./src/db/tables/*.ts"],
  out: "./drizzle",
});
