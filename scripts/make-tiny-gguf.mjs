// `node scripts/make-tiny-gguf.mjs [out.gguf]`: writes the tiny random-weight test model (default .tmp/tiny.gguf).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeTinyGguf } from "./lib/tiny-gguf.mjs";

const out = path.resolve(process.argv[2] ?? ".tmp/tiny.gguf");
mkdirSync(path.dirname(out), { recursive: true });
const bytes = makeTinyGguf();
writeFileSync(out, bytes);
console.log(`Wrote ${out} (${(bytes.length / 1024).toFixed(0)} KiB)`);
