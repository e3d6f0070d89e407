export { buildApp } from "./app";
export { loadConfig, type ServerConfig } from "./config";
export { type RunningServer, startServer } from "./server";
