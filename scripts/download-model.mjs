// `npm run model:download [-- --force] [--url URL --file NAME.gguf]`: fetches the recommended local model (or the
// one named, e.g. from a mirror) into ${DATA_DIR:-./data}/models. Ctrl-C keeps the partial file; a rerun resumes it.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { downloadModel, RECOMMENDED_MODEL } from "../server/src/models/local/model-download.mjs";

const MB = 1024 * 1024;
const { values: args } = parseArgs({
  options: { force: { type: "boolean", default: false }, url: { type: "string" }, file: { type: "string" } },
});
const chosen = args.url
  ? { ...RECOMMENDED_MODEL, name: args.file ?? path.basename(new URL(args.url).pathname), url: args.url, sha256: undefined }
  : RECOMMENDED_MODEL;
const fileName = args.file ?? (args.url ? path.basename(new URL(args.url).pathname) : RECOMMENDED_MODEL.fileName);
const destDir = path.resolve(process.env.DATA_DIR || "./data", "models");
const target = path.join(destDir, fileName);
const force = args.force;

if (existsSync(target) && !force) {
  console.log(`${chosen.name} is already at ${target} (use --force to download it again).`);
  process.exit(0);
}

/** One line, redrawn in place on a terminal; a line per 10% elsewhere (CI logs, pipes). */
function progressPrinter(approxBytes) {
  const started = Date.now();
  let lastDraw = 0;
  let lastStep = -1;
  let resumedFrom = null; // the first report is where a resumed download starts; speed counts only new bytes
  return (received, total) => {
    const now = Date.now();
    resumedFrom ??= received;
    const speed = `${((received - resumedFrom) / MB / Math.max((now - started) / 1000, 0.001)).toFixed(1)} MB/s`;
    const size = total ?? approxBytes;
    const share = size ? Math.min(received / size, 1) : null;
    const amounts = `${(received / MB).toFixed(1)}${size ? `/${total ? "" : "~"}${(size / MB).toFixed(1)}` : ""} MB`;
    if (process.stdout.isTTY) {
      if (now - lastDraw < 100 && received !== total) return;
      lastDraw = now;
      const filled = Math.round((share ?? 0) * 30);
      const bar = share === null ? "" : `[${"#".repeat(filled)}${"-".repeat(30 - filled)}] ${(share * 100).toFixed(0).padStart(3)}% `;
      process.stdout.write(`\r${bar}${amounts} ${speed}   `);
    } else {
      // Without a known size, a line per 50 MB.
      const step = share === null ? Math.floor(received / (50 * MB)) : Math.floor(share * 10);
      if (step === lastStep) return;
      lastStep = step;
      console.log(`${share === null ? "" : `${step * 10}% `}${amounts}, ${speed}`);
    }
  };
}

const controller = new AbortController();
process.once("SIGINT", () => controller.abort());

console.log(`Downloading ${chosen.name}${chosen === RECOMMENDED_MODEL ? ` (${chosen.license})` : ""}`);
console.log(`  from ${chosen.url}`);
console.log(`  to   ${target}`);
try {
  const result = await downloadModel({
    url: chosen.url,
    destDir,
    fileName,
    expectedSha256: chosen.sha256,
    onProgress: progressPrinter(chosen === RECOMMENDED_MODEL ? RECOMMENDED_MODEL.approxBytes : null),
    signal: controller.signal,
    keepPartial: true,
  });
  if (process.stdout.isTTY) process.stdout.write("\n");
  console.log(`Done: ${(result.bytes / MB).toFixed(1)} MB${result.resumed ? " (resumed)" : ""}, sha256 ${result.sha256}`);
  console.log("Choose the local provider on the API Keys page, or set LLM_PROVIDER=local, to talk to it.");
} catch (error) {
  if (process.stdout.isTTY) process.stdout.write("\n");
  const resumable = error?.reason === "aborted" || error?.reason === "network";
  console.error(error instanceof Error ? error.message : String(error));
  if (resumable) console.error("The partial file was kept: run the command again to resume.");
  process.exit(error?.reason === "aborted" ? 130 : 1);
}
