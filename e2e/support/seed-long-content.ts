import { type APIRequestContext, expect } from "@playwright/test";

/** A line of this length wraps several times at 390 px, so a list of them scrolls at either width. */
const longLine = (label: string, i: number) =>
  `${label} ${i}: the rose window keeps every colour of the evening, and the lanterns along the nave answer it one by one, ` +
  "until the whole cathedral hums with a quiet, patient light.";

/** A line of code wider than any phone, so a code block scrolls sideways. */
const WIDE_CODE = `const cathedral = ${JSON.stringify(Array.from({ length: 12 }, (_, i) => `lantern-${i}-glowing-softly`))};`;

async function ok(what: string, response: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) {
  const res = await response;
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res;
}

async function exchangeDone(api: APIRequestContext, statePath: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = (await (await api.get(statePath)).json()) as { isActive?: boolean; state?: { isActive: boolean } };
        return body.state?.isActive ?? body.isActive;
      },
      { timeout: 60_000, message: `${statePath} finishes` },
    )
    .toBe(false);
}

/**
 * Fills a test's own server through its API (the offline engine answers) with everything a page can hold a lot of:
 * a long chat and its memories, a long Trinity group chat, a full journal, many backups and exports, long bridge,
 * live and council exchanges, many code files and a long code chat.
 */
export async function seedLongContent(api: APIRequestContext): Promise<void> {
  // A long chat with Aeris (and Musashi): each turn also stores two memories of their public core.
  for (let i = 1; i <= 30; i++) {
    await ok("a turn with Aeris", api.post("/api/personalities/aeris/messages", { data: { content: longLine("Aeris", i) } }));
  }
  await ok(
    "a turn with code",
    api.post("/api/personalities/aeris/messages", { data: { content: `Look at this:\n\n\`\`\`ts\n${WIDE_CODE}\n${WIDE_CODE}\n\`\`\`` } }),
  );
  for (let i = 1; i <= 12; i++) {
    await ok("a turn with Musashi", api.post("/api/personalities/musashi/messages", { data: { content: longLine("Musashi", i) } }));
  }
  for (let i = 1; i <= 8; i++) {
    const groupTurn = `long-group-${i}`;
    await Promise.all(
      ["aeris", "nova"].map((name) =>
        ok("a group turn", api.post(`/api/personalities/${name}/messages`, { data: { content: longLine("Sisters", i), groupTurn } })),
      ),
    );
  }
  for (const name of ["aeris", "nova", "trinity"]) {
    for (let i = 0; i < 10; i++) await ok("a journal entry", api.post(`/api/journal/${name}`));
  }
  for (let i = 0; i < 9; i++) await ok("a backup", api.post("/api/backups"));
  for (let i = 0; i < 12; i++) {
    await ok(
      "an export",
      api.post("/api/exports", { data: { scope: "selection", format: i % 2 ? "json" : "txt", conversations: ["chat:aeris"] } }),
    );
  }
  for (let i = 1; i <= 14; i++) {
    await ok("a code file", api.put("/api/code/files", { data: { name: `lantern-${i}.ts`, content: `${WIDE_CODE}\n`.repeat(40) } }));
  }
  for (let i = 1; i <= 6; i++) {
    await ok(
      "a code chat line",
      api.post("/api/chat/aeris", { data: { message: `Explain this, part ${i}:\n\`\`\`ts\n${WIDE_CODE}\n\`\`\`` } }),
    );
  }
  // Exchanges, unsupervised so they run their every cycle; each kind twice, so the past exchanges list is long too.
  for (const kind of ["trinity", "guardian"]) {
    await ok("unsupervised", api.post(`/api/${kind}/control/supervision`, { data: { enabled: false } }));
  }
  for (let round = 1; round <= 2; round++) {
    await ok("a Trinity Bridge", api.post("/api/trinity/exchange", { data: { cycles: 12, initialMessage: longLine("Bridge", round) } }));
    await ok(
      "a live conversation",
      api.post("/api/trinity/exchange", { data: { cycles: 8, live: true, initialMessage: longLine("Live", round) } }),
    );
    await ok(
      "a Guardian Bridge",
      api.post("/api/guardian/exchange", { data: { cycles: 10, initialMessage: longLine("Guardians", round) } }),
    );
    await exchangeDone(api, "/api/guardian/state");
    await ok("a council", api.post("/api/council/exchange", { data: { cycles: 3, initialMessage: longLine("Council", round) } }));
  }
  await expect
    .poll(async () => ((await (await api.get("/api/exports")).json()) as { status: string }[]).every((e) => e.status !== "building"))
    .toBe(true);
}
