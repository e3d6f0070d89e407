import { defineConfig } from "vitest/config";
import { trezoTestProjects } from "../../vitest.shared.ts";

// Server tests start real servers on a real database; on PostgreSQL (DATABASE_URL) they share one
// database, so files run one after the other.
export default defineConfig({
  test: { projects: trezoTestProjects(import.meta.dirname, { nodeSerial: true, nodeTestTimeout: 60_000 }) },
});
