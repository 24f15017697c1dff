// Builds the client (with the voice call's VAD files, see vite.config.ts), then writes Brotli and gzip copies of every
// text asset (and the VAD's wasm) so the server never compresses on the fly; then builds the app once more for Node: the server draws a signed-in first page with it (client/src/ssr.tsx).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Brotli's best takes 20 s on the 14 MB wasm of the voice call's VAD; one step lower is 15 times faster, 10% larger. */
const BIG_FILE_BYTES = 1024 * 1024;
const outDir = path.resolve(import.meta.dirname, "../dist/client");
const ssrOutDir = path.resolve(import.meta.dirname, "../dist/ssr");

await build({ logLevel: "warn" });

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });

for (const file of files(outDir).filter((f) => COMPRESSIBLE.test(f))) {
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  const quality = data.length > BIG_FILE_BYTES ? 9 : 11;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

await build({
  logLevel: "warn",
  // Its packages are bundled in: the server then loads one file, only the icons the app uses, and React's production
  // build (Node would pick React's development build without NODE_ENV=production).
  ssr: { noExternal: true },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: { ssr: "src/ssr.tsx", outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
});
