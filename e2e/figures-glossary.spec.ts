import { mkdirSync, writeFileSync } from "node:fs";
import { ALL, NAME_FIGURE, STATUS_FIGURE } from "@contract/glossary";
import { expect, type Page, test } from "@playwright/test";
import { contradictions, type Reading, readSettled, valuesOf } from "./support/figures";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Issue 38: one noun for one number, one word for one status. After a newcomer's use (turns with Aeris, one of them
// regenerated, a Trinity turn, a companion made and talked to, a council convened and awakened, a backup, an export),
// every page that shows a figure is read by the glossary's marks at 1280 and 390 px, and no noun may carry two
// numbers for one personality, no personality two status words or two names.

const SHOTS = ".tmp/shots/figures";
let own: OwnServer;

async function post(path: string, data?: unknown) {
  const res = await own.api.post(path, data === undefined ? {} : { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer();
  for (const content of ["Good evening, Aeris. My name is Dan.", "Work was stressful today.", "Tell me about your memories"]) {
    await post("/api/personalities/aeris/messages", { content });
  }
  // A reply regenerated: the one set aside is an alternative, not a message.
  const [last] = ((await (await own.api.get("/api/personalities/aeris/messages")).json()) as { id: number; isFromAI: boolean }[])
    .filter((m) => m.isFromAI)
    .slice(-1);
  await post(`/api/messages/${last?.id}/regenerate`);
  await Promise.all(
    ["aeris", "nova"].map((name) =>
      post(`/api/personalities/${name}/messages`, { content: "Hello, sisters", groupTurn: "figures-turn-1" }),
    ),
  );
  await post("/api/companions", { name: "Tomas", title: "Mountain Guide", description: "Guide of the high passes" });
  await post("/api/personalities/tomas/messages", { content: "Hi Tomas, I want to cross the pass" });
  await post("/api/council/exchange", { cycles: 1, initialMessage: "Is courage a kind of knowledge?" });
  await expect.poll(async () => (await (await own.api.get("/api/council/state")).json()).isActive).toBe(false);
  await post("/api/personalities/council/awaken");
  await post("/api/backups");
  const exported = await post("/api/exports", { scope: "bulk" });
  await expect.poll(async () => (await (await own.api.get(`/api/exports/${exported.id}`)).json()).status).toBe("ready");
});
test.afterAll(async () => {
  await own?.stop();
});

type Visit = { path: string; tab?: string; pick?: string };
// The page's own tabs come first (the consciousness panel beside them has tabs of its own).
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).first().click();

/** Every page that shows a count or a status; a tab or a personality picked where the page holds several. */
const VISITS: Visit[] = [
  { path: "/" },
  { path: "/nova" },
  { path: "/trinity" },
  { path: "/musashi" },
  { path: "/socrates" },
  { path: "/c/tomas" },
  { path: "/round-table" },
  { path: "/user" },
  { path: "/admin" },
  { path: "/admin", tab: "Memory System" },
  { path: "/admin", tab: "Memory System", pick: "Trinity" },
  { path: "/admin", tab: "Memory System", pick: "Tomas" },
  { path: "/admin", tab: "Analytics" },
  { path: "/admin", tab: "Privacy" },
  { path: "/restore" },
  { path: "/export" },
  { path: "/export", tab: "Archive" },
  { path: "/trinity-bridge" },
  { path: "/guardian-bridge" },
  { path: "/map-of-lights" },
  { path: "/companions" },
];

async function readVisit(page: Page, visit: Visit, width: number): Promise<Reading[]> {
  await page.goto(`${own.baseURL}${visit.path}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (visit.tab) await tab(page, visit.tab);
  if (visit.pick) await page.getByRole("button", { name: visit.pick, exact: true }).click();
  const where = `${visit.path}${visit.tab ? ` ${visit.tab}` : ""}${visit.pick ? ` ${visit.pick}` : ""} at ${width}`;
  const readings = await readSettled(page, where);
  expect(readings.length, `${where} shows no marked figure`).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/${where.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.png`, fullPage: true });
  return readings;
}

test("every page says each figure with one noun and one number, each personality with one status and one name", async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const readings: Reading[] = [];
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ storageState: own.storageState, viewport: { width, height: width > 400 ? 800 : 844 } });
    const page = await context.newPage();
    for (const visit of VISITS) readings.push(...(await readVisit(page, visit, width)));
    await context.close();
  }

  // The bulk export imported back into the Citadel it came from: what it counts is what the pages count.
  const context = await browser.newContext({ storageState: own.storageState, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${own.baseURL}/restore`);
  const [record] = (await (await own.api.get("/api/exports")).json()) as { id: number }[];
  const zip = await own.api.get(`/api/exports/${record?.id}/file`);
  await page.getByLabel("Archive to import").setInputFiles({ name: "bulk.zip", mimeType: "application/zip", buffer: await zip.body() });
  await expect(page.getByTestId("import-report")).toBeVisible({ timeout: 20_000 });
  readings.push(...(await readSettled(page, "/restore after importing the bulk export at 1280")));
  await context.close();
  writeFileSync(`${SHOTS}/readings.json`, JSON.stringify(readings, null, 2));

  const found = contradictions(readings);
  const values = valuesOf(readings);
  const value = (noun: string, of: string) => values.get(`${noun} of ${of}`);

  // The whole Citadel's figures, wherever they are counted, are the sum of its personalities'.
  const [newestBackup] = (await (await own.api.get("/api/backups")).json()) as { id: number }[];
  const allMessages = value("messages", ALL);
  const whole: [string, number | undefined][] = [
    [`messages of the newest backup`, value("messages", `backup:${newestBackup?.id}`)],
    [`messages of the bulk export`, value("messages", `export:${record?.id}`)],
    [
      `messages of the archive imported back (added and already here)`,
      (value("messages", "import-added") ?? 0) + (value("messages", "import-skipped") ?? 0),
    ],
  ];
  for (const [what, n] of whole) if (n !== allMessages) found.push(`${what} (${n}) are not the Citadel's messages (${allMessages})`);
  const moments = value("moments", ALL);
  const backupMemories = value("memories", `backup:${newestBackup?.id}`);
  if (allMessages === undefined || backupMemories === undefined || moments !== allMessages + backupMemories) {
    found.push(
      `the moments in all (${moments}) are not the messages (${allMessages}) and memories (${backupMemories}) of the newest backup`,
    );
  }

  // The pages' moments are the server's (GET /api/memory-stats, spec 000 §9).
  const stats = (await (await own.api.get("/api/memory-stats")).json()) as {
    personalityStats: { personalityId: number; memoryCount: number; messageCount: number }[];
  };
  const personalities = (await (await own.api.get("/api/personalities")).json()) as { id: number; name: string }[];
  for (const p of personalities) {
    const s = stats.personalityStats.find((x) => x.personalityId === p.id);
    const shown = value("moments", p.name);
    if (shown !== undefined && shown !== (s?.memoryCount ?? 0) + (s?.messageCount ?? 0)) {
      found.push(`moments of ${p.name}: the pages say ${shown}, the server ${(s?.memoryCount ?? 0) + (s?.messageCount ?? 0)}`);
    }
  }

  // The test reads what it should: each of these was found on some page.
  const seen = new Set(readings.filter((r) => r.figure && r.of).map((r) => `${r.figure} of ${r.of}`));
  const expected = [
    ...["moments", "messages", "memories", "publicMemories", "privateMemories", "consciousness", STATUS_FIGURE, NAME_FIGURE].map(
      (f) => `${f} of aeris`,
    ),
    ...["moments", "messages", "memories", STATUS_FIGURE, NAME_FIGURE].map((f) => `${f} of trinity`),
    ...["moments", "messages", "publicMemories", STATUS_FIGURE, NAME_FIGURE].map((f) => `${f} of tomas`),
    `${STATUS_FIGURE} of council`,
    `moments of ${ALL}`,
    `messages of ${ALL}`,
  ];
  expect(
    expected.filter((e) => !seen.has(e)),
    "figures no page showed",
  ).toEqual([]);
  expect(found, found.join("\n")).toEqual([]);
});
