import { defineConfig } from "vitest/config";
import { trezoTestProjects } from "../../vitest.shared.ts";

// Server tests start real servers on a real database; on PostgreSQL (DATABASE_URL) they share one
// database, so files run one after the other. Starting a server (PGlite boot and migrations) can take
// several seconds on a busy machine, so hooks get the same allowance as tests.
const projects = trezoTestProjects(import.meta.dirname, { nodeSerial: true, nodeTestTimeout: 60_000 }).map(
  (project) => ({ ...project, test: { ...project.test, hookTimeout: 60_000 } }),
);

export default defineConfig({ test: { projects } });
