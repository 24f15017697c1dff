import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: at("./client"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": at("./client/src"), "@contract": at("./contract") } },
  build: { outDir: at("./dist/client"), emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  server: { proxy: { "/api": "http://127.0.0.1:5000" } },
});
