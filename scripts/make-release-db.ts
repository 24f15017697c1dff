// A release's data as an owner leaves it, for the upgrade test (server/src/platform/db/upgrade.http.test.ts): builds the
// server of a release's commit beside this tree, starts it on an empty data folder against a mock model server, and
// uses it through its API as an owner would: chat turns with an edit, a swipe, deletes and an image; Trinity turns;
// a journal entry; code files and the code chat; a Trinity Bridge exchange and a High Council; a provider key; a
// backup (with a turn after it) and two exports. It then records what the API answered for everything kept (each
// GET with its body, or the SHA-256 of a file), stops the server gracefully, and writes the data folder as a zip
// and the record beside it in server/test/releases/<version>/.
// Usage: node_modules/.bin/tsx scripts/make-release-db.ts <version> <commit>
//   (each release adds its own: the version just released and its commit; docs/ARCHITECTURE.md, "Upgrades")
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { PNG } from "pngjs";
import { buildServerAt } from "../testing/build-at-commit";
import { startMockOpenAI } from "../testing/mock-openai";
import { SERVER_PROCESS_CODE, signIn, startServerProcess, stopServerProcess } from "../testing/server-process";

const [version, commit] = process.argv.slice(2);
if (!version || !commit) throw new Error("Usage: tsx scripts/make-release-db.ts <version> <commit>");
const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "server/test/releases", version);
/** The provider key the owner saved: the upgraded server must still send it. */
const KEY = `sk-release-${version}-${randomBytes(6).toString("hex")}`;

/** A small picture sent with a message. */
function picture(): string {
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, (i * 3) % 255, 90, 255], i);
  return `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
}

const mock = await startMockOpenAI();
let replies = 0;
// Each reply its own words, echoing what was asked, so the history read back is not one line repeated.
mock.route((body) => {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  const asked = messages.filter((m) => m.role === "user").at(-1)?.content;
  const words = typeof asked === "string" ? asked.slice(0, 60) : "the picture";
  return { kind: "reply", text: `Reply ${++replies}: I hear you about "${words}". The candles are lit.` };
});

const built = buildServerAt(commit);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "citadel-release-data-"));
const server = await startServerProcess(dataDir, { main: built.main });
// Whatever happens, the release's server does not outlive this script.
process.on("exit", () => server.child.kill("SIGKILL"));
const cookie = await signIn(server.base);

async function call(method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}
const send = (name: string, content: string, extra: Record<string, unknown> = {}) =>
  call("POST", `/api/personalities/${name}/messages`, { content, ...extra }) as Promise<{
    userMessage: { id: number };
    aiResponse: { id: number };
  }>;

await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small", key: KEY });

// Chat turns, with what an owner does to them.
const aeris = [];
for (const line of [
  "Good evening, Aeris. The rain has not stopped all day.",
  "My sister Elena is coming to visit next Saturday.",
  "I started learning the cello last month.",
  "Do you remember what I told you about the garden?",
  "I think I will plant tulips this autumn.",
  "Goodnight, Aeris.",
]) {
  aeris.push(await send("aeris", line));
}
await call("PATCH", `/api/messages/${aeris[1]?.userMessage.id}`, { content: "My sister Elena is coming to visit next Sunday." });
const regenerated = await call("POST", `/api/messages/${aeris[2]?.aiResponse.id}/regenerate`);
await call("POST", `/api/messages/${regenerated.aiResponse.id}/swipe`, { direction: "previous" });
const deleted = await call("DELETE", `/api/messages/${aeris[3]?.userMessage.id}`);
const undone = await call("DELETE", `/api/messages/${aeris[4]?.userMessage.id}`);
await call("POST", `/api/messages/${aeris[4]?.userMessage.id}/restore`);
const withImage = (await send("aeris", "This is what the sky looked like.", { imageBase64: picture() })) as unknown as {
  userMessage: { imageUrl: string };
};
for (const line of ["Nova, what are you dreaming of?", "I finished the book you suggested.", "It made me think of my father."]) {
  await send("nova", line);
}
await send("socrates", "What is a good life?");
await send("socrates", "Is it enough to be kind?");
await send("musashi", "How do I keep practising when I am tired?");
for (const line of ["Sisters, I have news: I got the job.", "We should celebrate together."]) {
  const groupTurn = randomBytes(12).toString("hex");
  await Promise.all([send("aeris", line, { groupTurn }), send("nova", line, { groupTurn })]);
}

// The rest of the Citadel.
await call("POST", "/api/journal/aeris");
await call("PUT", "/api/code/files", { name: "garden.py", content: "def plant(bulbs):\n    return [b for b in bulbs if b]\n" });
await call("PUT", "/api/code/files", { name: "notes.md", content: "# Cello\nPractise scales every morning.\n" });
await call("PATCH", "/api/code/files/notes.md", { to: "cello.md" });
await call("POST", "/api/chat/aeris", {
  message: "What does plant() do?",
  file: { name: "garden.py", language: "python", content: "def plant(bulbs):\n    return [b for b in bulbs if b]\n" },
});
await call("POST", "/api/trinity/exchange", { cycles: 2, initialMessage: "What makes a home?" });
await call("POST", "/api/council/exchange", { cycles: 1, initialMessage: "Should I move to the sea?" });

// A backup, then a turn it does not hold; two exports (one conversation as text, everything as an archive).
const backup = await call("POST", "/api/backups");
const atBackup = await call("GET", "/api/personalities/aeris/messages?limit=200");
await send("aeris", "Said after the backup was made.");
const exportsMade = [
  await call("POST", "/api/exports", { scope: "selection", format: "txt", conversations: ["chat:aeris"] }),
  await call("POST", "/api/exports", { scope: "bulk" }),
];
for (const made of exportsMade) {
  for (let i = 0; (await call("GET", `/api/exports/${made.id}`)).status === "building"; i++) {
    if (i > 300) throw new Error(`export ${made.id} did not finish`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if ((await call("GET", `/api/exports/${made.id}`)).status !== "ready") throw new Error(`export ${made.id} failed`);
}

// What the release answers for everything it keeps.
const exchanges = await call("GET", "/api/exchanges");
const names = ["aeris", "nova", "trinity", "musashi", "socrates"];
const json = [
  ...names.map((n) => `/api/personalities/${n}/messages?limit=200`),
  "/api/groups/trinity/messages",
  ...names.flatMap((n) => ["public", "private"].map((core) => `/api/memory/${n}/items?core=${core}&limit=100`)),
  "/api/memory-stats",
  "/api/journal/aeris",
  "/api/code/files",
  "/api/code/chat",
  "/api/exchanges",
  ...(exchanges.items ?? exchanges).map((e: { id: number }) => `/api/exchanges/${e.id}`),
  "/api/backups",
  "/api/exports",
  "/api/provider",
];
const answers: Record<string, unknown> = {};
for (const url of json) answers[url] = await call("GET", url);
const sha256 = (bytes: ArrayBuffer) => createHash("sha256").update(Buffer.from(bytes)).digest("hex");
const files: Record<string, string> = {};
for (const url of [
  ...exportsMade.map((e) => `/api/exports/${e.id}/file`),
  `/api/backups/${backup.id}/file`,
  withImage.userMessage.imageUrl,
]) {
  const res = await fetch(`${server.base}${url}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  files[url] = sha256(await res.arrayBuffer());
}

await stopServerProcess(server.child);
await mock.close();
rmSync(built.dir, { recursive: true, force: true });

// The data folder as the release left it (its models folder aside: nothing was downloaded), and the record.
const entries: Record<string, Uint8Array> = {};
const walk = (dir: string, rel = "") => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const relName = rel ? `${rel}/${name}` : name;
    if (statSync(full).isDirectory()) {
      if (relName !== "models") walk(full, relName);
    } else entries[relName] = readFileSync(full);
  }
};
walk(dataDir);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "data.zip"), zipSync(entries, { level: 9 }));
const record = {
  version,
  commit,
  accessCode: SERVER_PROCESS_CODE,
  cookie,
  key: KEY,
  made: new Date().toISOString(),
  deletedIds: deleted.ids,
  restoredIds: undone.ids,
  backupId: backup.id,
  atBackup: { "/api/personalities/aeris/messages?limit=200": atBackup },
  json: answers,
  files,
};
writeFileSync(path.join(outDir, "recorded.json"), `${JSON.stringify(record, null, 2)}\n`);
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `${path.relative(root, outDir)}: data.zip ${Object.keys(entries).join(", ")}; ${json.length} answers and ${Object.keys(files).length} files recorded`,
);
