// The dependency rules bite: a small tree laid out like this one, with one violation of each kind planted beside
// imports the rules allow, is cruised with the real .dependency-cruiser.cjs; exactly the planted violations are reported.
// And the real tree has none. The client's call checks that are not about imports (Biome plugins in scripts/lint, applied
// by biome.json) are planted the same way.
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "..");
const script = path.join(repo, "scripts/dependency-rules.mjs");
type Violation = { rule: string; from: string; to: string };
type Report = { modules: number; dependencies: number; violations: Violation[] };

async function cruise(root?: string): Promise<Report> {
  const args = [script, "--json", ...(root ? ["--root", root] : [])];
  // Exits 1 when it finds violations; the report is on stdout either way.
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }).catch((e) => e);
  if (!stdout) throw new Error(`no report: ${stderr}`);
  return JSON.parse(stdout);
}

/** Each file and what it imports; the comment after a line says which rule it breaks, if any. */
const TREE: Record<string, string> = {
  "contract/texts.ts": `export const HELLO = "hello";`,
  "contract/reaches-out.ts": `export { NAME } from "../server/src/personas";`, // contract-imports-neither
  "server/src/app-deps.ts": `export type AppDeps = { name: string };`,
  "server/src/app.ts": `export * from "./chat";\nexport * from "./notify";\nexport type { AppDeps } from "./app-deps";`,
  "server/src/platform/clock.ts": `export const now = () => 0;`,
  "server/src/platform/settings.ts": `export { NAME } from "../personas";`, // platform-imports-no-domain
  "server/src/models/reply.ts": `import { now } from "../platform/clock";\nimport { HELLO } from "@contract/texts";\nexport const reply = () => HELLO + now();`,
  "server/src/models/recall.ts": `export { remember } from "../memory";`, // models-imports-platform-and-contract
  "server/src/personas/index.ts": `export const NAME = "Aeris";`,
  "server/src/memory/index.ts": `export { remember } from "./store";`,
  "server/src/memory/store.ts": `import { NAME } from "../personas";\nexport const remember = () => NAME;`,
  "server/src/memory/deps.ts": `import type { AppDeps } from "../app-deps";\nexport type MemoryDeps = AppDeps;`, // server-root-imported-by-root
  "server/src/memory/store.test.ts": `import { turn } from "../chat/turns";\nimport { app } from "../../test/harness";\nexport const t = [turn, app];`,
  "server/src/chat/index.ts": `export { turn } from "./turns";`,
  "server/src/chat/turns.ts": `import { remember } from "../memory";\nimport { reply } from "../models/reply";\nexport const turn = () => remember() + reply();`,
  "server/src/chat/peek.ts": `export { remember } from "../memory/store";`, // server-domain-entry-file
  "server/src/chat/replay.ts": `export { app } from "../../test/harness";`, // production-no-test-code
  // A cycle between two domain folders with no file-level cycle: notify/b -> follow-ups -> follow-ups/x -> notify/a.
  "server/src/notify/index.ts": `export { a } from "./a";`,
  "server/src/notify/a.ts": `export const a = 1;`,
  "server/src/notify/b.ts": `import { x } from "../follow-ups";\nexport const b = x;`, // server-domain-order, no-folder-cycle
  "server/src/follow-ups/index.ts": `export { x } from "./x";`,
  "server/src/follow-ups/x.ts": `import { a } from "../notify";\nexport const x = a;`, // no-folder-cycle
  "server/test/harness.ts": `export * as app from "../src/app";`,
  "client/src/main.tsx": `export { App } from "./app/app";`,
  "client/src/app/app.tsx": `export { Alpha as App } from "@/features/alpha/page";\nexport { Beta } from "@/features/beta/card";`,
  "client/src/lib/api.ts": `import { HELLO } from "@contract/texts";\nexport const get = () => HELLO;`,
  "client/src/lib/deep.ts": `export { HELLO } from "../../../contract/texts";`, // contract-by-its-alias
  "client/src/shared/ui/button.tsx": `export { Alpha } from "@/features/alpha/page";`, // client-shared-layers-no-feature
  "client/src/features/alpha/page.tsx": `import { get } from "@/lib/api";\nexport const Alpha = get;`,
  "client/src/features/beta/card.tsx": `import { Alpha } from "../alpha/page";\nexport const Beta = Alpha;`, // client-feature-fence
  "client/src/features/gamma/new.tsx": `export { App } from "@/app/app";`, // client-feature-fence (a feature no rule names)
  "client/src/features/gamma/reaches-server.ts": `export { now } from "../../../../server/src/platform/clock";`, // client-not-server
};

const PLANTED: Violation[] = [
  { rule: "contract-imports-neither", from: "contract/reaches-out.ts", to: "server/src/personas/index.ts" },
  { rule: "platform-imports-no-domain", from: "server/src/platform/settings.ts", to: "server/src/personas/index.ts" },
  { rule: "models-imports-platform-and-contract", from: "server/src/models/recall.ts", to: "server/src/memory/index.ts" },
  { rule: "server-root-imported-by-root", from: "server/src/memory/deps.ts", to: "server/src/app-deps.ts" },
  { rule: "server-domain-entry-file", from: "server/src/chat/peek.ts", to: "server/src/memory/store.ts" },
  { rule: "production-no-test-code", from: "server/src/chat/replay.ts", to: "server/test/harness.ts" },
  { rule: "server-domain-order", from: "server/src/notify/b.ts", to: "server/src/follow-ups/index.ts" },
  { rule: "no-folder-cycle", from: "server/src/notify", to: "server/src/follow-ups" },
  { rule: "no-folder-cycle", from: "server/src/follow-ups", to: "server/src/notify" },
  { rule: "contract-by-its-alias", from: "client/src/lib/deep.ts", to: "contract/texts.ts" },
  { rule: "client-shared-layers-no-feature", from: "client/src/shared/ui/button.tsx", to: "client/src/features/alpha/page.tsx" },
  { rule: "client-feature-fence", from: "client/src/features/beta/card.tsx", to: "client/src/features/alpha/page.tsx" },
  { rule: "client-feature-fence", from: "client/src/features/gamma/new.tsx", to: "client/src/app/app.tsx" },
  { rule: "client-not-server", from: "client/src/features/gamma/reaches-server.ts", to: "server/src/platform/clock.ts" },
];

const key = (v: Violation) => `${v.rule}: ${v.from} -> ${v.to}`;
const fixture = mkdtempSync(path.join(os.tmpdir(), "dependency-rules-"));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe("dependency rules", () => {
  it("report every planted violation, and nothing the rules allow", async () => {
    copyFileSync(path.join(repo, "tsconfig.json"), path.join(fixture, "tsconfig.json"));
    for (const [file, text] of Object.entries(TREE)) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), `${text}\n`);
    }
    const report = await cruise(fixture);
    expect(report.modules).toBe(Object.keys(TREE).length);
    expect(report.violations.map(key).sort()).toEqual(PLANTED.map(key).sort());
  }, 120_000);

  it("find none in the real tree, having read all of it", async () => {
    const report = await cruise();
    expect(report.violations).toEqual([]);
    expect(report.modules).toBeGreaterThan(1000);
    expect(report.dependencies).toBeGreaterThan(3000);
  }, 120_000);

  it("the client's call checks report raw fetches, hand-made ApiErrors and inline response types outside the data layer", async () => {
    const calls = mkdtempSync(path.join(os.tmpdir(), "client-calls-"));
    try {
      copyFileSync(path.join(repo, "biome.json"), path.join(calls, "biome.json"));
      cpSync(path.join(repo, "scripts/lint"), path.join(calls, "scripts/lint"), { recursive: true });
      const everything = [
        `export const a = () => fetch("/api/x");`,
        `export const b = (e: unknown) => e instanceof ApiError;`,
        `export const c = () => new ApiError(500, "", "");`,
        `export const d = () => apiRequest<{ removed: number }>("GET", "/api/x");`,
      ].join("\n");
      const files = [
        "client/src/features/chat/page.ts", // all four
        "client/src/features/chat/api/send.ts", // a feature's api/ file may make an ApiError, not fetch
        "client/src/lib/api/request.ts", // the data layer: only the inline type
        "client/src/sw.ts", // the service worker fetches: not the fetch
        "client/src/features/chat/page.test.ts", // tests: nothing
      ];
      for (const file of files) {
        mkdirSync(path.dirname(path.join(calls, file)), { recursive: true });
        writeFileSync(path.join(calls, file), `${everything}\n`);
      }
      const lint = await promisify(execFile)(path.join(repo, "node_modules/.bin/biome"), ["lint", "--reporter=json", "client"], {
        cwd: calls,
      }).catch((e) => e);
      const found = (
        JSON.parse(lint.stdout) as { diagnostics: { category: string; location: { path: string; start: { line: number } } }[] }
      ).diagnostics
        .filter((d) => d.category === "plugin")
        .map((d) => `${d.location.path}:${d.location.start.line}`);
      expect(found.sort()).toEqual(
        [
          "client/src/features/chat/page.ts:1",
          "client/src/features/chat/page.ts:2",
          "client/src/features/chat/page.ts:3",
          "client/src/features/chat/page.ts:4",
          "client/src/features/chat/api/send.ts:1",
          "client/src/features/chat/api/send.ts:4",
          "client/src/lib/api/request.ts:4",
          "client/src/sw.ts:2",
          "client/src/sw.ts:3",
          "client/src/sw.ts:4",
        ].sort(),
      );
    } finally {
      rmSync(calls, { recursive: true, force: true });
    }
  }, 60_000);
});
