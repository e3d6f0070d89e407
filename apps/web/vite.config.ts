import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { trezoCatalogs } from "./catalogPlugin.ts";

// In `npm run dev` the server runs on :3000 (PORT) and Vite proxies /api to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), trezoCatalogs()],
  server: { port: 5173, proxy: { "/api": apiTarget } },
  build: { outDir: "dist", sourcemap: true, manifest: true },
});
