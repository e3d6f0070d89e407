import { defineConfig } from "vitest/config";
import { trezoTestProjects } from "../../vitest.shared.ts";

// Server tests start real servers on a real database; on PostgreSQL (DATABASE_URL) they share one
// database, so files run one after the other. Starting a server (PGlite boot and migrations) can take
// several seconds on a quiet machine and over a minute on a 2-core one running other suites beside it
// (seen: a whole CI run failed on set-ups alone), so hooks get three minutes. A test that hangs still
// fails: the allowance bounds waiting, it asserts nothing.
const projects = trezoTestProjects(import.meta.dirname, { nodeSerial: true, nodeTestTimeout: 60_000 }).map(
  (project) => ({ ...project, test: { ...project.test, hookTimeout: 180_000 } }),
);

export default defineConfig({ test: { projects } });
