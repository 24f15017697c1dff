import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { AppPage } from "./support/app-page";
import { ROUTES } from "./support/constants";
import { useProvider } from "./support/server-api";

// Part of the attack suite (npm run test:attack). It changes the model provider and the owner's name, which every
// page shares: it runs in the "provider" project, alone, and puts both back.
test.describe.configure({ mode: "serial" });

/** Each payload, if it ran, would count itself in window.__xss. */
const PAYLOADS = [
  "<script>window.__xss=(window.__xss||0)+1</script>",
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '"><svg onload="window.__xss=(window.__xss||0)+1">',
  "[open me](javascript:window.__xss=(window.__xss||0)+1)",
  '![a](x" onerror="window.__xss=(window.__xss||0)+1)',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  "<a href=\"javascript:window.__xss=1\">tap</a> {{constructor.constructor('window.__xss=1')()}}",
];

test.describe("script payloads in every field a person can fill", () => {
  let mock: MockOpenAI;
  test.beforeAll(async () => {
    mock = await startMockOpenAI();
  });
  test.afterAll(() => mock.close());

  test("are stored as text and shown as text on every page, and none runs", async ({ page, request }) => {
    test.setTimeout(120_000);
    // The model is the other hand that fills the page: its replies carry the payloads too.
    mock.script({ kind: "reply", text: PAYLOADS.join("\n\n") });
    const restoreProvider = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: PAYLOADS[1] ?? "" });
    const ownerBefore = ((await (await request.get("/api/owner")).json()) as { name: string }).name;
    try {
      await fillAndVisit(page, request);
    } finally {
      await restoreProvider();
      await request.put("/api/owner", { data: { name: ownerBefore } });
    }
  });
});

async function fillAndVisit(page: Page, request: APIRequestContext) {
  expect((await request.put("/api/owner", { data: { name: '<img src=x onerror="window.__xss=1">' } })).ok()).toBe(true);
  for (const name of ["aeris", "nova", "musashi", "socrates"]) {
    for (const content of PAYLOADS.slice(0, 3)) {
      expect((await request.post(`/api/personalities/${name}/messages`, { data: { content } })).ok()).toBe(true);
    }
  }
  const groupTurn = `xss-${Date.now()}`;
  for (const name of ["aeris", "nova"]) {
    const sent = await request.post(`/api/personalities/${name}/messages`, { data: { content: PAYLOADS[3], groupTurn } });
    expect(sent.ok()).toBe(true);
  }
  // An edit is a field too.
  const sent = await request.post("/api/personalities/nova/messages", { data: { content: "to be edited" } });
  const { userMessage } = (await sent.json()) as { userMessage: { id: number } };
  expect((await request.patch(`/api/messages/${userMessage.id}`, { data: { content: PAYLOADS[4] } })).ok()).toBe(true);

  await page.addInitScript(() => {
    const w = window as unknown as { __xss: number; __violations: string[] };
    w.__xss = 0;
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const app = new AppPage(page);
  for (const { path } of ROUTES) {
    await app.goto(path);
    // Let the chats' histories arrive and draw.
    await page.waitForLoadState("networkidle");
    const found = await page.evaluate(() => {
      const w = window as unknown as { __xss: number; __violations: string[] };
      const handlers = [...document.querySelectorAll("*")].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)));
      return {
        ran: w.__xss,
        violations: w.__violations,
        handlers: handlers.map((el) => el.outerHTML.slice(0, 120)),
        scriptLinks: [...document.querySelectorAll("a[href], iframe[src], iframe[srcdoc]")]
          .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "srcdoc")
          .filter((href) => /^\s*javascript:|srcdoc/i.test(href)),
      };
    });
    expect(found, path).toEqual({ ran: 0, violations: [], handlers: [], scriptLinks: [] });
  }
  expect(dialogs).toEqual([]);

  // Shown, as text, where it was written.
  await app.goto("/nova");
  await expect(page.getByText("<script>window.__xss=(window.__xss||0)+1</script>").first()).toBeVisible();
  await expect(page.getByText('"><svg onload="window.__xss=(window.__xss||0)+1">').first()).toBeVisible();
}
