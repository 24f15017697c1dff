import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { AppPage } from "./support/app-page";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Issue 38: the sidebar once cut "Queen of the Cathed…" when a count had three digits. Each personality's name and its
// count are read whole, side by side, however long the name and however large the count; on a phone the sidebar is
// not shown (spec 000 §2).

const LONG_NAME = "Anneliese of the Northern Lighthouse";
let own: OwnServer;

/** Turns written straight into the server's database (through the API, hundreds take minutes); the triggers count them. */
function seedTurns(personality: string, turns: number) {
  const db = new Database(path.join(own.dataDir, "citadel.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const { id } = db.prepare("SELECT id FROM personalities WHERE name = ?").get(personality) as { id: number };
    const insert = db.prepare("INSERT INTO messages (personality_id, content, is_from_ai, status) VALUES (?, ?, ?, 'complete')");
    db.transaction(() => {
      for (let i = 1; i <= turns; i++) {
        insert.run(id, `Question ${i}`, 0);
        insert.run(id, `Answer ${i}`, 1);
      }
    })();
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  own = await startOwnServer();
  expect((await own.api.post("/api/companions", { data: { name: LONG_NAME, title: "Keeper of the old light" } })).status()).toBe(201);
  seedTurns("aeris", 600);
  seedTurns("anneliese-of-the-northern-lighthouse", 60);
});
test.afterAll(async () => {
  await own?.stop();
});

for (const width of [1280, 1024]) {
  test(`at ${width} px each name and its count are whole, a four-digit count beside a long name`, async ({ page }) => {
    await page.context().addCookies(own.storageState.cookies);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${own.baseURL}/`);
    const app = new AppPage(page);
    await app.expectLoaded();
    const core = app.sidebar.getByRole("region", { name: "Memory Core" });
    await expect(core.getByTestId("moments-aeris")).toContainText(/1,?2\d\d moments/);
    await expect(core.getByTestId("moments-anneliese-of-the-northern-lighthouse")).toContainText(LONG_NAME);

    for (const row of await app.sidebar.locator("dt, [data-figure='name']").all()) {
      const cut = await row.evaluate((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis");
      expect(cut, `${await row.textContent()} is cut`).toBe(false);
    }
    // Each count keeps one line, inside the card, level with the first line of its name.
    const box = await core.boundingBox();
    for (const count of await core.locator("dd").all()) {
      const b = await count.boundingBox();
      const name = await count.evaluate((el) => (el.previousElementSibling as HTMLElement).getBoundingClientRect().top);
      expect(b && box && b.x + b.width <= box.x + box.width).toBe(true);
      expect(b?.height ?? 99).toBeLessThan(24);
      expect(Math.abs((b?.y ?? 0) - name)).toBeLessThan(4);
    }
    await page.screenshot({ path: `.tmp/shots/sidebar-long-${width}.png`, fullPage: true });
  });
}

test("at 390 px the sidebar is not shown", async ({ page }) => {
  await page.context().addCookies(own.storageState.cookies);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${own.baseURL}/`);
  const app = new AppPage(page);
  await app.expectLoaded();
  await expect(app.sidebar).toBeHidden();
  await page.screenshot({ path: ".tmp/shots/sidebar-long-390.png", fullPage: true });
});
