import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MODEL_OFFER_DISMISSED_KEY } from "@contract/model-offer";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Issue 26: a newcomer's first visit says what answers now, the two ways to a real model (download the recommended
// one, with its size and progress; or connect a provider) and what changes; "Not now" puts it away for good, and the
// status card keeps offering both while the offline engine answers.

const MB = 1_000_000;
const MODEL_BYTES = 64 * MB;

/** A stand-in mirror for the recommended model: a large file sent slowly, so the download can be watched. */
async function slowMirror(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(MODEL_BYTES) });
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent >= MODEL_BYTES) return clearInterval(timer);
      res.write(Buffer.alloc(MB));
      sent += MB;
    }, 150);
    res.on("close", () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/qwen.gguf`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let mirror: Awaited<ReturnType<typeof slowMirror>>;
let own: OwnServer;

test.beforeAll(async () => {
  mirror = await slowMirror();
  own = await startOwnServer({ env: { LOCAL_MODEL_URL: mirror.url } });
});
test.afterAll(async () => {
  await own?.stop();
  await mirror?.close();
});

/** A newcomer's browser on the test's own server: signed in, nothing put away yet. */
async function newcomer(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: own.baseURL,
    storageState: own.storageState,
    viewport: { width, height: width > 400 ? 800 : 844 },
  });
  return context.newPage();
}

for (const width of [1280, 390]) {
  test(`at ${width} px, the first visit offers both ways to a real model, says what changes, and goes when put away`, async ({
    browser,
  }) => {
    const page = await newcomer(browser, width);
    await page.goto("/");
    const offer = page.getByTestId("model-offer");
    await expect(offer.getByRole("heading", { name: "Give the personalities a real model" })).toBeVisible();
    // It starts folded to a line on every width, so the conversation and its composer stay in sight; a press unfolds it.
    await expect(offer).toContainText("The offline engine answers now; download a model or connect a provider.");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(page.getByTestId("chat-input")).toBeInViewport();
    await page.screenshot({ path: `.tmp/shots/model-offer-folded-${width}.png` });
    await offer.getByRole("button", { name: "Show how" }).click();
    await expect(offer).toContainText("The built-in offline engine is answering");
    await expect(offer).toContainText("With a model, each reply is written fresh");
    await expect(offer).toContainText("about 491 MB"); // the recommended model's 491,000,000 bytes
    await expect(offer.getByRole("button", { name: "Download (about 491 MB)" })).toBeVisible();
    await expect(offer).toContainText("Ollama or LM Studio");
    await page.screenshot({ path: `.tmp/shots/model-offer-${width}.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page, `first visit at ${width} px`);

    // The provider path leads to the API Keys page, where the presets are.
    await offer.getByRole("link", { name: "Connect a provider" }).click();
    await expect(page).toHaveURL(/\/api-dashboard$/);
    await page.getByRole("radio", { name: "OpenAI-compatible server" }).check();
    for (const preset of ["Ollama", "LM Studio"]) await expect(page.getByRole("button", { name: preset })).toBeVisible();

    await offer.getByRole("button", { name: "Not now" }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), MODEL_OFFER_DISMISSED_KEY)).toBe("true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    if (width > 1024) {
      // Put away, it is not gone: the status card still offers both while the offline engine answers.
      const card = page.getByTestId("connection-card");
      await expect(card).toContainText("Offline engine answering: replies from lines written ahead.");
      await expect(card.getByRole("button", { name: "Download a local model (491 MB)" })).toBeVisible();
      await expect(card.getByRole("link", { name: "Connect a provider" })).toBeVisible();
    }
    await page.context().close();
  });
}

test("one press downloads the recommended model on the server, its progress shown as it comes", async ({ browser }) => {
  const page = await newcomer(browser, 390);
  await page.goto("/");
  const offer = page.getByTestId("model-offer");
  await offer.getByRole("button", { name: "Show how" }).click();
  await offer.getByRole("button", { name: "Download (about 491 MB)" }).click();
  const bar = offer.getByRole("progressbar", { name: "Downloading Qwen2.5 0.5B Instruct" });
  await expect(bar).toBeVisible();
  // The mirror sends 64 MB at about 6 MB a second: the bar moves.
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(offer.getByTestId("model-download-progress")).toContainText(/\d+ MB of 64 MB \(\d+%\)/);
  await page.screenshot({ path: ".tmp/shots/model-offer-downloading-390.png" });
  await expectNoSeriousA11yViolations(page, "first visit, downloading, at 390 px", { layout: "skip" });
  // The server downloads it: cancelled here only so the test leaves nothing running.
  await own.api.delete("/api/local-model/download");
  await page.context().close();
});
