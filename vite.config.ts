import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build as esbuild } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { FIRST_PAGE } from "./contract/first-page.ts";
import { PWA_MANIFEST } from "./contract/pwa.ts";
import { VAD_ASSET_FILES, VAD_ASSET_PATH } from "./contract/voice-call.ts";

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@": at("./client/src"), "@contract": at("./contract") };

/**
 * The faces the first page's Latin text is drawn in. Asked for at once, they are in before the page is first laid
 * out, so the text is measured once, in its own face, instead of in a fallback face first and again when they arrive.
 */
const FIRST_FONTS = ["inter-latin-wght-normal.woff2", "cormorant-garamond-latin-600-normal.woff2"];

/**
 * client/src/boot.ts, built on its own into one small classic script with a hashed name and put first in <head>: it
 * runs as soon as it arrives, before the app's modules, and starts the first page's reads. (A module script would
 * wait for the whole page to be parsed, and Vite would merge it into the app's entry.)
 */
function bootScript(): Plugin {
  let code = "";
  return {
    name: "citadel-boot-script",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async buildStart() {
      const built = await esbuild({
        entryPoints: [at("./client/src/boot.ts")],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        target: "es2022",
        alias,
        logLevel: "warning",
      });
      code = built.outputFiles[0]?.text ?? "";
      this.emitFile({ type: "asset", name: "boot.js", source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((f) => f.type === "asset");
        const boot = assets.find((f) => f.names.includes("boot.js"));
        if (!boot) throw new Error("The boot script was not emitted");
        const fonts = FIRST_FONTS.map((name) => assets.find((f) => f.names.includes(name)));
        if (fonts.some((f) => !f)) throw new Error(`A first-page font is missing from the build: ${FIRST_FONTS.join(", ")}`);
        return [
          { tag: "script", attrs: { id: FIRST_PAGE.bootScriptId, src: `/${boot.fileName}` }, injectTo: "head-prepend" },
          ...fonts.map((f) => ({
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", crossorigin: "", href: `/${f?.fileName}` },
            injectTo: "head" as const,
          })),
        ];
      },
    },
  };
}

/**
 * The voice call's VAD files (issue 29), served from our own origin under /vad/ with their own names (vad-web and
 * onnxruntime-web ask for them by name): the Silero model and vad-web's audio worklet, onnxruntime-web's wasm and the
 * module that loads it. The service worker does not precache them (globIgnores below): the wasm alone is 14 MB.
 */
function vadAssets(): Plugin {
  const from = {
    model: "@ricky0123/vad-web/dist",
    worklet: "@ricky0123/vad-web/dist",
    wasm: "onnxruntime-web/dist",
    wasmLoader: "onnxruntime-web/dist",
  } satisfies Record<keyof typeof VAD_ASSET_FILES, string>;
  return {
    name: "citadel-vad-assets",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle() {
      for (const [key, file] of Object.entries(VAD_ASSET_FILES)) {
        const source = readFileSync(at(`./node_modules/${from[key as keyof typeof from]}/${file}`));
        this.emitFile({ type: "asset", fileName: `${VAD_ASSET_PATH.slice(1)}${file}`, source });
      }
    },
  };
}

export default defineConfig({
  root: at("./client"),
  plugins: [
    react(),
    tailwindcss(),
    bootScript(),
    vadAssets(),
    // The installable app: the manifest, and a service worker (Workbox, client/src/sw.ts) precaching the app's code,
    // styles, fonts, portraits and icons. The page registers it itself, after the first drawing.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      manifest: { ...PWA_MANIFEST, icons: [...PWA_MANIFEST.icons] },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2,json}"],
        // Latin and the accented scripts are what the pages use; other subsets load on demand, as before.
        globIgnores: ["**/*.map", "**/*cyrillic*", "**/*greek*", "**/*vietnamese*", `${VAD_ASSET_PATH.slice(1)}**`, "assets/vad-*.js"],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The bare "zod" import, in every chunk, is zod configured without its eval probe (client/src/lib/zod-without-eval.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: at("./client/src/lib/zod-without-eval.ts") },
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: {
    outDir: at("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The voice call's VAD and onnxruntime-web (about 430 KB) load when a call starts; a name of their own keeps
        // them out of the service worker's precache (globIgnores above).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/](@ricky0123[\\/]vad-web|onnxruntime-(web|common))[\\/]/.test(id))
            ? "assets/vad-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:5000" } },
});
