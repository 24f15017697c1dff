// A chat with 10,000 messages in a real browser: time to open it, time for a turn in it, and from clicking Send to
// the first streamed words on screen, against a zero-delay model. Times are taken inside the page (see on-screen.ts).
// Prints figures; asserts nothing.
import path from "node:path";
import Database from "better-sqlite3";
import { launchChromium } from "../../e2e/support/browser";
import { startMockOpenAI } from "../../testing/mock-openai";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { measureOpen, measureTurn, noteWhenShown, READ_SHOWN } from "./on-screen";
import { percentile, removeDir, startServer } from "./server-process";

const RUNS = 7;
/** The least time an owner takes to write a message after the page shows. */
const OWNER_WRITING_MS = 1000;

function seed(dataDir: string, turns: number) {
  const db = new Database(path.join(dataDir, "citadel.sqlite"));
  const insert = db.prepare(
    "insert into messages (personality_id, user_id, content, is_from_ai, status, reply_to, word_count) values (1, ?, ?, ?, 'complete', ?, ?)",
  );
  db.transaction(() => {
    for (let i = 1; i <= turns; i++) {
      const owner = insert.run(1, `Question ${i}: what do the candles remember tonight?`, 0, null, null);
      insert.run(null, `Answer ${i}: every word you gave them, Dreamer.`, 1, owner.lastInsertRowid, 7);
    }
  })();
  db.close();
}

/**
 * Runs in the page, from the click to the first words of the reply on screen. A string, so the bundler that runs
 * this script adds nothing of its own (such as __name) to code the browser must run.
 */
const MEASURE_FIRST_WORDS = `new Promise((resolve) => {
  let start = 0;
  const observer = new MutationObserver((records) => {
    const shown = records.some((r) =>
      r.type === "characterData" ? r.target.textContent.includes("candles")
        : [...r.addedNodes].some((n) => (n.textContent || "").includes("candles")));
    if (shown) { observer.disconnect(); resolve(performance.now() - start); }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const send = [...document.querySelectorAll('[data-testid="chat-panel"] button')].find((b) => b.textContent.trim() === "Send");
  start = performance.now();
  send.click();
  setTimeout(() => resolve(Number.NaN), 10000);
})`;

export async function benchLongChat() {
  let server = await startServer();
  await stopServerProcess(server.child);
  seed(server.dataDir, 5000);
  server = await startServer(server.dataDir);
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: "The candles remember, and so do I." });
  const cookie = await signIn(server.base);
  await fetch(`${server.base}/api/provider`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" }),
  });
  const [name = "", value = ""] = cookie.split("=");
  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: server.base }]);

  const opens: number[] = [];
  const inAppOpens: number[] = [];
  const polledOpens: number[] = [];
  const turns: number[] = [];
  const firstWords: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    // Open: the newest message of the long history is on screen (later runs add turns of their own).
    const newest = i === 0 ? "Answer 5000:" : "The candles remember";
    await page.addInitScript({ content: noteWhenShown([newest]) });
    const t0 = performance.now();
    await page.goto(server.base, { waitUntil: "commit" });
    await page.getByText(newest).last().waitFor();
    polledOpens.push(performance.now() - t0);
    // The first frame showing it, on the page's clock from the start of the navigation.
    opens.push(await page.evaluate<number>(READ_SHOWN));

    // Opened inside the running app: from Nova's page, a click on Aeris to her newest message on screen. Her history
    // is read from the server again (this page has not shown it yet).
    const inApp = await context.newPage();
    await inApp.goto(`${server.base}/nova`);
    await inApp.getByTestId("chat-panel").waitFor();
    await inApp.getByTestId("chat-panel").getByText("Loading messages...").waitFor({ state: "detached" });
    inAppOpens.push(await inApp.evaluate<number>(measureOpen("Queen Aeris", newest)));
    await inApp.close();

    // A turn, measured inside the page: from the click on Send to the reply shown and the panel no longer pending. The
    // owner writes the message first (fill is instant; a person takes at least this long), so the turn is measured on
    // a page that has finished opening, not in the last of its loading.
    const input = page.getByPlaceholder("Speak to the Cathedral...");
    await input.fill(`Turn ${i}`);
    await page.waitForTimeout(OWNER_WRITING_MS);
    turns.push(await page.evaluate<number>(measureTurn("The candles remember, and so do I.")));
    await page.getByTestId("chat-panel").and(page.locator('[data-pending="false"]')).waitFor();
    await page.getByText("The candles remember, and so do I.").last().waitFor();

    // Measured inside the page: from the click to the first words of the reply on screen.
    await input.fill(`First words ${i}`);
    firstWords.push(await page.evaluate(MEASURE_FIRST_WORDS));
    await page.getByTestId("chat-panel").and(page.locator('[data-pending="false"]')).waitFor();
    await page.close();
  }
  await browser.close();
  await stopServerProcess(server.child);
  await mock.close();
  removeDir(server.dataDir);

  console.log(`\nA chat with 10,000 messages (Aeris; zero-delay model; median of ${RUNS})`);
  console.log(`  opens in the app (click to newest message on screen): ${percentile(inAppOpens, 50).toFixed(0)} ms (target < 200 ms)`);
  console.log(`  opens as the first page (navigation to newest message): ${percentile(opens, 50).toFixed(0)} ms`);
  console.log(`    (as Playwright's polling saw it, rounded up to its next poll: ${percentile(polledOpens, 50).toFixed(0)} ms)`);
  console.log(
    `  a turn, Send to reply shown:      ${percentile(turns, 50).toFixed(0)} ms (target < 150 ms; Send ${OWNER_WRITING_MS} ms after the page shows)`,
  );
  console.log(`  Send to first words on screen:    ${percentile(firstWords, 50).toFixed(1)} ms (target < 100 ms)`);
}
