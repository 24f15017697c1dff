// Whether a build output is missing or older than any of its inputs (files or folders, walked recursively).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/** @param {string} output @param {string[]} inputs */
export const outdated = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(inputs);
