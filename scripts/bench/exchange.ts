// Exchanges against the zero-delay mock (issues 13 and 14): a 20-cycle Trinity exchange and a 50-cycle High Council.
// For each, the orchestrator's time per line over a direct call to the mock, with nobody watching and with the page
// open, and how responsive the page stays while the lines land (its longest main-thread task).
import { launchChromium } from "../../e2e/support/browser";
import { startMockOpenAI } from "../../testing/mock-openai";
import { signIn, stopServerProcess } from "../../testing/server-process";
import { percentile, removeDir, startServer } from "./server-process";

const DIRECT_CALLS = 200;

type Run = { title: string; page: string; path: string; body: Record<string, unknown>; lines: number };
const RUNS: Run[] = [
  { title: "A 20-cycle Trinity exchange", page: "/trinity-bridge", path: "/api/trinity/exchange", body: { cycles: 20 }, lines: 40 },
  {
    title: "A 50-cycle High Council (200 lines and the resolution)",
    page: "/round-table",
    path: "/api/council/exchange",
    body: { cycles: 50, initialMessage: "How should the Citadel keep its memories safe for a hundred years?" },
    lines: 202,
  },
];

/** Milliseconds of a streamed call made straight to the mock: what a line costs with no Citadel in between. */
async function directCalls(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < DIRECT_CALLS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "mock-small", stream: true, messages: [{ role: "user", content: "Hello" }] }),
    });
    await res.text();
    times.push(performance.now() - t0);
  }
  return times;
}

export async function benchExchange() {
  const mock = await startMockOpenAI();
  mock.script({ kind: "reply", text: "The lanterns of the nave are waking one by one for us tonight, sister." });
  const direct = await directCalls(mock.url);
  const server = await startServer();
  const cookie = await signIn(server.base);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.base}${path}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
  // The mock says the same line every time: unsupervised, so the repetition rule does not stop the bridge.
  await call("POST", "/api/trinity/control/supervision", { enabled: false });

  /** Runs one exchange; the time from each stored line to the next (the opening is given, not written). */
  const exchange = async (run: Run) => {
    const started = performance.now();
    const answer = (await (await call("POST", run.path, run.body)).json()) as Record<string, { timestamp: string; role: string }[]>;
    const times = (answer.conversation ?? answer.messages ?? [])
      .filter((l) => l.role === "line" || l.role === "resolution")
      .map((l) => Date.parse(l.timestamp));
    return { wall: performance.now() - started, perLine: times.slice(1).map((t, i) => t - (times[i] as number)) };
  };

  const browser = await launchChromium();
  const context = await browser.newContext();
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url: server.base }]);
  const directMedian = percentile(direct, 50);
  const report = (label: string, xs: number[]) =>
    console.log(
      `${label} ${percentile(xs, 50).toFixed(1)} ms median, ${percentile(xs, 95).toFixed(1)} ms p95 (${(percentile(xs, 50) - directMedian).toFixed(1)} / ${(percentile(xs, 95) - directMedian).toFixed(1)} ms over the direct call)`,
    );

  for (const run of RUNS) {
    await exchange(run); // warm-up
    const alone = await exchange(run);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
      }).observe({ type: "longtask", buffered: false });
    });
    await page.goto(`${server.base}${run.page}`);
    await page.locator("html[data-interactive]").waitFor();
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      (window as unknown as { __longest: number }).__longest = 0;
    });
    const watched = await exchange(run);
    await page
      .getByTestId("exchange-line")
      .nth(run.lines - 1)
      .waitFor();
    const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    await page.close();

    console.log(`\n## ${run.title} (zero-delay mock, ${alone.perLine.length} lines written; line times in whole ms)`);
    console.log(
      `direct call to the mock (streamed):      ${directMedian.toFixed(2)} ms median, ${percentile(direct, 95).toFixed(2)} ms p95`,
    );
    report("one line to the next, nobody watching:  ", alone.perLine);
    report("one line to the next, the page open:    ", watched.perLine);
    console.log(
      `whole run ${alone.wall.toFixed(0)} ms alone, ${watched.wall.toFixed(0)} ms watched (the browser shares this machine's two cores); ` +
        `the page's longest main-thread task while the lines landed: ${longest.toFixed(0)} ms`,
    );
  }
  await browser.close();
  await stopServerProcess(server.child);
  await mock.close();
  removeDir(server.dataDir);
}
