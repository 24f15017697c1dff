// npm writes no lockfile entry for an optional platform package the registry here does not serve (other OSes'
// binaries), and `npm ci` then refuses the lockfile as out of sync. This adds the missing entries, marked optional
// and for their platform, so npm ci skips them on this machine. Run after `npm install` changes the lockfile.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const platformOf = (name) => {
  if (/wasm32/.test(name)) return { cpu: ["wasm32"] };
  const os = /android/.test(name)
    ? "android"
    : /darwin|mac-/.test(name)
      ? "darwin"
      : /win/.test(name)
        ? "win32"
        : /freebsd/.test(name)
          ? "freebsd"
          : "linux";
  const cpu = /arm64/.test(name) ? "arm64" : /riscv64/.test(name) ? "riscv64" : /arm-gnueabihf/.test(name) ? "arm" : "x64";
  return { os: [os], cpu: [cpu] };
};

let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync("package-lock.json", `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`added ${added} optional platform entries`);
