import path from "node:path";
import { ACTIVITY_EVENTS_PATH } from "@contract/activity";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Issue 30: follow-ups (seen, corrected, cancelled), the writing-first settings, and a message a personality wrote
// first appearing in its open chat. On a server of this file's own: its follow-ups and messages touch no other test.

// One server's settings are shared by these tests: they run one after another.
test.describe.configure({ mode: "serial" });

let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServer();
  // No quiet hours and room for every message of this file, whatever the hour the suite runs at.
  expect((await own.api.patch("/api/unprompted/settings", { data: { quietStart: 0, quietEnd: 0, dailyMax: 10 } })).status()).toBe(200);
});
test.afterAll(async () => {
  await own?.stop();
});

async function openOwn(page: Page, width: number, where: string): Promise<AppPage> {
  await page.context().addCookies(own.storageState.cookies);
  await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
  const app = new AppPage(page);
  await page.goto(`${own.baseURL}${where}`);
  await app.expectLoaded();
  return app;
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `.tmp/shots/follow-ups-${name}-${width}.png`, fullPage: true });

/** The portrait panel folds above the chat on narrow screens: opened, it shows the follow-ups. */
async function openPortrait(page: Page, width: number, heading: string) {
  if (width < 1280) await page.getByRole("button", { name: `About ${heading}` }).click();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test("a follow-up made by a message sent on the page appears in its list without a reload", async ({ page }) => {
      await openOwn(page, width, "/nova");
      await openPortrait(page, width, "Nova");
      const panel = page.getByTestId("follow-ups-panel");
      await expect(panel.getByTestId("follow-up-list")).toBeVisible();
      const chat = new ChatPage(page, "nova");
      await chat.send(`My dentist visit ${width} is next Thursday at 09:00`);
      await expect(chat.aiMessages.last()).toBeVisible();
      // Issue 38: the server had it at once; the open list shows it now, not after a reload.
      await expect(panel.getByTestId("follow-up").filter({ hasText: `dentist visit ${width}` })).toBeVisible();
      await shot(page, "appears-after-turn", width);
    });

    test("the follow-ups list: a mention becomes a follow-up, corrected and cancelled", async ({ page }) => {
      const words = `My violin recital ${width} is next Tuesday at 18:00`;
      expect((await own.api.post("/api/personalities/nova/messages", { data: { content: words } })).status()).toBe(200);
      await openOwn(page, width, "/nova");
      await openPortrait(page, width, "Nova");
      const panel = page.getByTestId("follow-ups-panel");
      const found = panel.getByTestId("follow-up").filter({ hasText: `recital ${width}` });
      await expect(found).toBeVisible();
      // Held by its id: while it is corrected, its words are in a field, not in its text.
      const row = panel.locator(`[data-follow-up-id="${await found.getAttribute("data-follow-up-id")}"]`);
      await expect(row.getByTestId("follow-up-what")).toHaveText(`My violin recital ${width}`);
      await expect(row.getByTestId("follow-up-status")).toHaveText("to ask");
      await expect(row).toContainText("next Tuesday at 18:00");
      await expect(row).toContainText(words);
      await expectNoSeriousA11yViolations(page, `nova's follow-ups at ${width}`, { layout: "skip" });
      await shot(page, "nova-list", width);

      // Correct what and when (the time the browser shows is the owner's).
      await row.getByRole("button", { name: "Correct" }).click();
      await row.getByLabel("What").fill(`the recital ${width}`);
      const when = new Date(Date.now() + 3 * 24 * 3600_000);
      when.setHours(20, 30, 0, 0);
      const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, "0")}-${String(when.getDate()).padStart(2, "0")}T20:30`;
      await row.getByLabel("Ask about it at").fill(local);
      await expectNoSeriousA11yViolations(page, `correcting a follow-up at ${width}`, { layout: "skip" });
      await shot(page, "correcting", width);
      await row.getByRole("button", { name: "Save" }).click();
      const corrected = row;
      await expect(corrected.getByTestId("follow-up-what")).toHaveText(`the recital ${width}`);
      await expect(corrected.getByTestId("follow-up-when")).toHaveText(when.toLocaleString());
      const list = (await (await own.api.get("/api/follow-ups?personality=nova")).json()) as {
        followUps: { what: string; dueAt: string; corrected: boolean }[];
      };
      expect(list.followUps.find((f) => f.what === `the recital ${width}`)).toMatchObject({ dueAt: when.toISOString(), corrected: true });

      // Cancel it: it stays in the list, marked, with nothing more to do.
      await corrected.getByRole("button", { name: "Cancel it" }).click();
      await expect(corrected.getByTestId("follow-up-status")).toHaveText("cancelled");
      await expect(corrected.getByRole("button", { name: "Correct" })).toHaveCount(0);
    });

    test("the Memory System tab lists every personality's follow-ups, with who keeps each", async ({ page }) => {
      expect(
        (
          await own.api.post("/api/personalities/aeris/messages", { data: { content: `Tomorrow I start the bakery job ${width}` } })
        ).status(),
      ).toBe(200);
      await openOwn(page, width, "/admin");
      await page.getByRole("tab", { name: "Memory System" }).click();
      const all = page.getByTestId("all-follow-ups");
      await expect(all.getByTestId("follow-up").filter({ hasText: `bakery job ${width}` })).toContainText("Aeris:");
      await expect(all.getByTestId("follow-up").filter({ hasText: `the recital ${width}` })).toContainText("Nova:");
      await all.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `the Memory System tab's follow-ups at ${width}`, { layout: "skip" });
      await shot(page, "memory-tab", width);
    });

    test("a companion's page has its follow-ups and its writing-first switch", async ({ page }) => {
      const name = `Wren ${width}`;
      const made = await own.api.post("/api/companions", { data: { name, greeting: "Evening, {{user}}." } });
      expect(made.status()).toBe(201);
      const { slug } = (await made.json()) as { slug: string };
      const words = `My pottery class ${width} is next Thursday at 19:00`;
      expect((await own.api.post(`/api/personalities/${slug}/messages`, { data: { content: words } })).status()).toBe(200);
      await openOwn(page, width, `/c/${slug}`);
      await openPortrait(page, width, name);
      const panel = page.getByTestId("follow-ups-panel");
      await expect(panel).toHaveAttribute("aria-label", `${name}: Follow-ups`);
      const found = panel.getByTestId("follow-up").filter({ hasText: `pottery class ${width}` });
      await expect(found.getByTestId("follow-up-status")).toHaveText("to ask");
      // A companion is no guardian: it writes first unless the owner turns it off, here from its own page.
      const toggle = panel.getByLabel(`${name} may write to you first`);
      await expect(toggle).toBeChecked();
      await expectNoSeriousA11yViolations(page, `a companion's follow-ups at ${width}`, { layout: "skip" });
      await panel.scrollIntoViewIfNeeded();
      await shot(page, "companion", width);
      await toggle.uncheck();
      await expect(toggle).not.toBeChecked();
      // The switch turns at once (an optimistic update); the server has it once the save is answered.
      const stored = async () =>
        ((await (await own.api.get("/api/unprompted/settings")).json()) as { writers: { name: string; on: boolean }[] }).writers.find(
          (w) => w.name === slug,
        )?.on;
      await expect.poll(stored).toBe(false);
    });

    test("the settings: pause, the day's limit, quiet hours, who writes first; a guardian from its page", async ({ page }) => {
      await openOwn(page, width, "/admin");
      const card = page.getByTestId("writing-first-settings");
      await expect(card.getByLabel("Socrates", { exact: false })).not.toBeChecked(); // the guardians are off by default
      await card.getByLabel("At most this many a day, all together").selectOption("3");
      await expect(page.getByText("Saved").first()).toBeVisible();
      await card.getByLabel("Quiet from").selectOption("21");
      await card.getByLabel("until").selectOption("7");
      await card.getByLabel("Pause all messages written first").check();
      await expect(card.getByLabel("Pause all messages written first")).toBeChecked();
      await expectNoSeriousA11yViolations(page, `the writing-first settings at ${width}`, { layout: "skip" });
      await card.scrollIntoViewIfNeeded();
      await shot(page, "settings", width);
      await page.reload();
      await expect(card.getByLabel("At most this many a day, all together")).toHaveValue("3");
      await expect(card.getByLabel("Quiet from")).toHaveValue("21");
      await expect(card.getByLabel("Pause all messages written first")).toBeChecked();

      // A guardian is turned on from its own page.
      await openOwn(page, width, "/musashi");
      await openPortrait(page, width, "Musashi");
      const toggle = page.getByLabel("Musashi may write to you first");
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await expect(toggle).toBeChecked();
      const view = (await (await own.api.get("/api/unprompted/settings")).json()) as { writers: { name: string; on: boolean }[] };
      expect(view.writers.find((w) => w.name === "musashi")?.on).toBe(true);

      // Back as it was, for the other tests of this server.
      expect(
        (
          await own.api.patch("/api/unprompted/settings", {
            data: { paused: false, quietStart: 0, quietEnd: 0, dailyMax: 10, personalities: { musashi: false } },
          })
        ).status(),
      ).toBe(200);
    });
  });
}

test("a message the personality wrote first appears in its open chat, marked", async ({ page }) => {
  // On a server of its own: the owner typing in this file's other tests a moment ago would keep them mid-conversation
  // (nothing is written first then), and this test is about the open chat, not those rules.
  const shared = own;
  own = await startOwnServer();
  try {
    await wroteFirstInOpenChat(page);
  } finally {
    await own.stop();
    own = shared;
  }
});

async function wroteFirstInOpenChat(page: Page) {
  expect((await own.api.patch("/api/unprompted/settings", { data: { quietStart: 0, quietEnd: 0, dailyMax: 10 } })).status()).toBe(200);
  // The page follows the activity stream once it is open (an event told before it connects is not replayed).
  const following = page.waitForResponse((r) => new URL(r.url()).pathname === ACTIVITY_EVENTS_PATH);
  await openOwn(page, 1280, "/nova");
  await expect(page.getByTestId("chat-input")).toBeVisible();
  await following;
  // What a turn two days ago would have left: the owner said an exam was coming, and its time has come. (Written straight
  // into the file: through the API the owner would have written just now, and nobody writes first mid-conversation.)
  const db = new Database(path.join(own.dataDir, "citadel.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    const dueAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const nova = db.prepare("SELECT id FROM personalities WHERE name = 'nova'").pluck().get() as number;
    const { id } = db
      .prepare(
        "INSERT INTO messages (personality_id, user_id, content, is_from_ai, status, consciousness_mode, created_at) VALUES (?, 1, 'My chemistry exam is on Friday', 0, 'complete', 'sanctified', ?) RETURNING id",
      )
      .get(nova, twoDaysAgo) as { id: number };
    db.prepare(
      "INSERT INTO follow_ups (personality_id, source_message_id, position, what, phrase, due_at, precision, created_at, updated_at) VALUES (?, ?, 0, 'My chemistry exam', 'on Friday', ?, 'day', ?, ?)",
    ).run(nova, id, dueAt, twoDaysAgo, twoDaysAgo);
  } finally {
    db.close();
  }
  // The app opening (here, told again) looks at what is due at once rather than at the scheduler's next tick.
  await new Promise((r) => setTimeout(r, 500));
  expect((await own.api.put("/api/owner/time-zone", { data: { timeZone: "UTC" } })).status()).toBe(200);
  const wrote = page.getByTestId("ai-message").filter({ has: page.getByTestId("wrote-first") });
  await expect(wrote).toBeVisible({ timeout: 10_000 });
  await expect(wrote).toContainText(/your chemistry exam/i);
  await expect(wrote.getByTestId("wrote-first")).toHaveText("wrote first");
  await expectNoSeriousA11yViolations(page, "a message written first", { layout: "skip" });
  await shot(page, "wrote-first", 1280);
  const list = (await (await own.api.get("/api/follow-ups?personality=nova")).json()) as { followUps: { what: string; status: string }[] };
  expect(list.followUps.find((f) => f.what === "My chemistry exam")?.status).toBe("sent");
}
