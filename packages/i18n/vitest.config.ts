import { defineConfig } from "vitest/config";
import { trezoTestProjects } from "../../vitest.shared.ts";

export default defineConfig({ test: { projects: trezoTestProjects(import.meta.dirname) } });
