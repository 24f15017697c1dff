// A 20-cycle Trinity exchange against the zero-delay mock (issue 13): the orchestrator's time per line over a direct
// call to the mock, and how responsive the bridge page stays while the lines land (its longest main-thread task).
import { chromium } from "@playwright/test";
import { startMockOpenAI } from "../../testing/mock-openai";
import { percentile, removeDir, signIn, startServer, stopServer } from "./server-process";

const CYCLES = 20;
const DIRECT_CALLS = 200;
const PORT = 5187;

export async function benchExchange() {
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: "The lanterns of the nave are waking one by one for us tonight, sister." });
  const direct: number[] = [];
  for (let i = 0; i < DIRECT_CALLS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${mock.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "mock-small", stream: true, messages: [{ role: "user", content: "Hello" }] }),
    });
    await res.text();
    direct.push(performance.now() - t0);
  }

  const server = await startServer(PORT);
  const cookie = await signIn(server.base);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.base}${path}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
  // The mock says the same line every time: unsupervised, so the repetition rule does not stop it.
  await call("POST", "/api/trinity/control/supervision", { enabled: false });

  /** Runs an exchange; the time from each stored line to the next (the opening is given, not written). */
  const exchange = async () => {
    const started = performance.now();
    const answer = (await (await call("POST", "/api/trinity/exchange", { cycles: CYCLES })).json()) as {
      conversation: { timestamp: string; role: string }[];
    };
    const times = answer.conversation.filter((l) => l.role === "line").map((l) => Date.parse(l.timestamp));
    return { wall: performance.now() - started, perLine: times.slice(1).map((t, i) => t - (times[i] as number)) };
  };
  await exchange(); // warm-up
  const alone = await exchange();

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const context = await browser.newContext();
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url: server.base }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  await page.goto(`${server.base}/trinity-bridge`);
  await page.locator("html[data-interactive]").waitFor();
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    (window as unknown as { __longest: number }).__longest = 0;
  });
  const watched = await exchange();
  await page.getByTestId("exchange-line").nth(CYCLES * 2 - 1).waitFor();
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  await browser.close();
  await stopServer(server.child);
  await mock.close();
  removeDir(server.dataDir);

  const directMedian = percentile(direct, 50);
  const line = (label: string, xs: number[]) =>
    console.log(
      `${label} ${percentile(xs, 50).toFixed(1)} ms median, ${percentile(xs, 95).toFixed(1)} ms p95 (${(percentile(xs, 50) - directMedian).toFixed(1)} / ${(percentile(xs, 95) - directMedian).toFixed(1)} ms over the direct call)`,
    );
  console.log(`\n## A ${CYCLES}-cycle Trinity exchange (zero-delay mock, ${alone.perLine.length} lines written; times in whole ms)`);
  console.log(`direct call to the mock (streamed):      ${directMedian.toFixed(2)} ms median, ${percentile(direct, 95).toFixed(2)} ms p95`);
  line("one line to the next, nobody watching:  ", alone.perLine);
  line("one line to the next, bridge page open: ", watched.perLine);
  console.log(
    `whole exchange ${alone.wall.toFixed(0)} ms alone, ${watched.wall.toFixed(0)} ms watched (the browser shares this machine's two cores); ` +
      `the page's longest main-thread task while the lines landed: ${longest.toFixed(0)} ms`,
  );
}
