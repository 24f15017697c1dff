// The guide check (scripts/check-guide.mjs) run as `npm test` runs it, on the real documents and on copies of the
// guide with a stale path, a stale name or a line too many planted in them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const guide = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
const dir = mkdtempSync(path.join(tmpdir(), "check-guide-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(...files: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, "scripts/check-guide.mjs"), ...files], { cwd: root, encoding: "utf8" });
  return { status: run.status, problems: run.stdout.split("\n").filter((line) => /:\d+: /.test(line)) };
}

/** Writes a copy of the guide with `edit` applied; a copy as it is stands beside it, to tell what the edit added. */
function plant(name: string, edit: (lines: string[]) => string[]) {
  const file = path.join(dir, `${name}.md`);
  const same = path.join(dir, `${name}-unchanged.md`);
  writeFileSync(file, edit(guide.split("\n")).join("\n"));
  writeFileSync(same, guide);
  return { file, same };
}

/** What the check finds in the planted copy and not in the unchanged one ("line: problem"). */
function added({ file, same }: { file: string; same: string }) {
  const run = check(file);
  const before = new Set(check(same).problems.map((p) => p.slice(same.length + 1)));
  return { status: run.status, problems: run.problems.map((p) => p.slice(file.length + 1)).filter((p) => !before.has(p)) };
}

/** The 1-based numbers of the guide's lines holding `text`. */
const linesWith = (text: string) => guide.split("\n").flatMap((line, i) => (line.includes(text) ? [i + 1] : []));

describe("the guide check", () => {
  it("passes on the guide, the README and the other docs as they are", () => {
    const run = check();
    expect(run.problems).toEqual([]);
    expect(run.status).toBe(0);
  });

  it("names the file and line of a path that does not exist", () => {
    const planted = plant("stale-path", (lines) => lines.with(2, "The turn is stored by `server/src/chat/turn-writer.ts`."));
    const run = added(planted);
    expect(run.status).toBe(1);
    expect(run.problems).toHaveLength(1);
    expect(run.problems[0]).toMatch(/^3: `server\/src\/chat\/turn-writer.ts`: no such path/);
    expect(check(planted.file).problems.some((p) => p.startsWith(`${planted.file}:3: `))).toBe(true);
  });

  it("catches every mention of a file that was moved away", () => {
    const lines = linesWith("models/reply/reply.ts");
    expect(lines.length).toBeGreaterThan(0);
    const run = added(plant("moved-file", (all) => all.map((line) => line.replaceAll("models/reply/reply.ts", "models/reply/repli.ts"))));
    expect(run.status).toBe(1);
    expect(run.problems.map((p) => Number(p.split(":")[0]))).toEqual(lines);
  });

  it("catches every mention of a function that was renamed", () => {
    // Built here, so that no file of the repository declares it (this one included); as long as the name it replaces.
    const renamed = ["stream", "Answr"].join("");
    const lines = linesWith("`streamReply`");
    expect(lines.length).toBeGreaterThan(0);
    const run = added(plant("renamed", (all) => all.map((line) => line.replaceAll("`streamReply`", `\`${renamed}\``))));
    expect(run.status).toBe(1);
    expect(run.problems).toEqual(lines.map((line) => `${line}: \`${renamed}\`: declared nowhere in the code`));
  });

  it("catches a function said to be in a file it is not in", () => {
    const line = linesWith("`streamToMember` (`client/src/features/trinity/api/group-turns.ts`)")[0] ?? 0;
    expect(line).toBeGreaterThan(0);
    // The old guide's mistake: streamToMember is in the Trinity feature, not in lib/api/stream-turn.ts.
    const moved = (all: string[]) =>
      all.map((text) => text.replace("(`client/src/features/trinity/api/group-turns.ts`)", "(`client/src/lib/api/stream-turn.ts`)"));
    const run = added(plant("wrong-file", moved));
    expect(run.problems).toEqual([`${line}: \`streamToMember\`: not declared in client/src/lib/api/stream-turn.ts`]);
  });

  it("catches a bench or a script that does not exist", () => {
    const run = added(plant("bench", (lines) => lines.with(2, "Measured by `npm run bench -- no-such-bench`; `npm run no-such-script`.")));
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([
      '3: "npm run bench -- no-such-bench": no such bench',
      '3: "npm run no-such-script": no such script in package.json',
    ]);
  });

  it("fails on a line over 120 characters and a guide over 400 lines", () => {
    const wide = added(plant("wide", (lines) => lines.with(2, "word ".repeat(30).trim())));
    expect(wide.problems).toEqual(["3: 149 characters, more than 120"]);
    const tall = added(plant("tall", (lines) => [...lines, ...Array.from({ length: 400 }, () => "A line.")]));
    expect(tall.problems).toHaveLength(1);
    expect(tall.problems[0]).toMatch(/^\d+: \d+ lines, more than 400$/);
  });
});
