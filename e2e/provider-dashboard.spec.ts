import { expect, type Page, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { AppPage } from "./support/app-page";
import { ChatPage } from "./support/chat-page";
import { useProvider } from "./support/server-api";

// These tests change which provider answers for the whole server, so they run on their own after every other
// spec (the "provider" project in playwright.config.ts), one at a time, and put the offline engine back.
test.describe.configure({ mode: "serial" });

let mock: MockOpenAI;
test.beforeAll(async () => {
  mock = await startMockOpenAI({ requiredKey: "sk-mock-key-1234", models: ["mock-small", "mock-vision"] });
});
test.afterAll(async ({ request }) => {
  await request.put("/api/provider", { data: { provider: "offline" } });
  await mock.close();
});

const toast = (page: Page) => page.getByTestId("toast").last();

async function chooseCompatible(page: Page, key: string) {
  const form = page.getByRole("form", { name: "Model provider" });
  await form.getByLabel("OpenAI-compatible server").check();
  await form.getByLabel("Base URL").fill(mock.url);
  await form.getByTestId("provider-key").fill(key);
  return form;
}

test("connects an OpenAI-compatible server, tests it and the sidebar follows", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/api-dashboard");
  await app.waitForSidebar();
  await expect(app.connectionCard).toContainText("Offline engine answering");
  await expect(page.getByTestId("service-name")).toHaveText("Offline engine");

  const form = await chooseCompatible(page, "sk-mock-key-1234");
  await form.getByRole("button", { name: "List models" }).click();
  await expect(toast(page)).toContainText("2 models offered by the server");
  await expect(form.getByLabel("Model", { exact: true })).toHaveValue("mock-small");
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page)).toContainText("Settings Saved");
  await expect(toast(page)).toContainText("OpenAI-compatible server will answer from now on");
  await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
  // The settings were tried before they were saved: the model list, with the key (no reply was asked for).
  await expect(page.getByTestId("service-state")).toHaveText("active");
  await expect(page.getByTestId("service-state-message")).toHaveText("OpenAI-compatible server answered when the settings were saved");

  await form.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(page)).toContainText("Connection Test");
  await expect(toast(page)).toContainText("OpenAI-compatible server API is working correctly");
  await expect(page.getByTestId("service-state")).toHaveText("active");
  await expect(app.connectionCard).toContainText("OpenAI-compatible server answering (mock-small)");
  // The key never comes back to the browser, only its last four characters.
  await expect(form.getByTestId("provider-key")).toHaveAttribute("placeholder", /…1234/);
});

test("a well-formed but wrong key is refused on save: it says what failed, switches nothing, keeps the form", async ({ page, request }) => {
  // OpenAI's address is the mock's (set once through the API: the page offers no address for OpenAI itself).
  const before = (await (await request.get("/api/provider")).json()) as { selected: string };
  expect((await request.put("/api/provider", { data: { provider: "openai", baseUrl: mock.url, model: "mock-small" } })).ok()).toBe(true);
  expect((await request.put("/api/provider", { data: { provider: before.selected } })).ok()).toBe(true);

  const app = new AppPage(page);
  await app.goto("/api-dashboard");
  await app.waitForSidebar();
  const form = page.getByRole("form", { name: "Model provider" });
  await form.getByLabel("OpenAI", { exact: true }).check();
  await form.getByTestId("provider-key").fill("sk-wrong-key-0000");
  await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
  const stateBefore = await page.getByTestId("service-state").textContent();
  mock.requests.length = 0;
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText(
    "Not saved: OpenAI: the key was refused (The model provider rejected the key (401)). Nothing was changed",
  );
  await expect(toast(page)).not.toContainText("sk-wrong");
  // Said beside the key too, where it stays after the toast fades (issue 38).
  await expect(form.getByTestId("field-problem")).toHaveText(/^Not saved: OpenAI: the key was refused/);
  await expect(form.getByTestId("provider-key")).toHaveAttribute("aria-invalid", "true");
  expect(mock.requests.map((r) => r.path)).toEqual(["/v1/models"]);
  // Nothing switched: the server that answered still answers, and the status is as it was.
  await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
  await expect(page.getByTestId("service-state")).toHaveText(stateBefore ?? "");
  await expect(app.connectionCard).toHaveAttribute("data-state", "connected");
  await expect(app.connectionCard).toContainText("Cathedral Online");
  await expect(app.connectionCard).toContainText("OpenAI-compatible server answering (mock-small)");
  // The owner's form is kept, to correct.
  await expect(form.getByLabel("OpenAI", { exact: true })).toBeChecked();
  await expect(form.getByTestId("provider-key")).toHaveValue("sk-wrong-key-0000");
  await expect(form.getByTestId("provider-key")).toHaveAttribute("placeholder", "sk-...");
  await page.screenshot({ path: ".tmp/screenshots/issue25-5-wrong-key-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toast(page)).toContainText("Not saved: OpenAI: the key was refused");
  await page.screenshot({ path: ".tmp/screenshots/issue25-5-wrong-key-390.png", fullPage: true });
});

test("a key typed for one provider stays with it, and OpenAI needs a key of its own", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/api-dashboard");
  const form = page.getByRole("form", { name: "Model provider" });
  await form.getByLabel("OpenAI", { exact: true }).check();
  await form.getByTestId("provider-key").fill("sk-typed-for-openai-9999");
  await form.getByLabel("OpenAI-compatible server").check();
  await expect(form.getByTestId("provider-key")).toHaveValue("");
  // The compatible server's own stored key (the right one: the wrong one was never saved) is the one hinted and used.
  await expect(form.getByTestId("provider-key")).toHaveAttribute("placeholder", /…1234/);
  mock.requests.length = 0;
  await form.getByRole("button", { name: "List models" }).click();
  await expect(toast(page)).toContainText("2 models offered by the server");
  expect(mock.requests.map((r) => r.headers.authorization)).toEqual(["Bearer sk-mock-key-1234"]);

  await form.getByLabel("OpenAI", { exact: true }).check();
  await expect(form.getByTestId("provider-key")).toHaveAttribute("placeholder", "sk-...");
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page)).toContainText("API key cannot be empty");
  await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
});

test("OpenAI keys are checked before anything is sent", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/api-dashboard");
  const form = page.getByRole("form", { name: "Model provider" });
  await form.getByLabel("OpenAI", { exact: true }).check();
  await form.getByTestId("provider-key").fill("abc-123");
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page)).toContainText("Invalid Format");
  await expect(toast(page)).toContainText("OpenAI API keys must start with sk-");
  await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
  await form.getByLabel("Offline engine").check();
  await form.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("service-name")).toHaveText("Offline engine");
});

test("a failed reply turns the status amber with its reason and offers the offline engine; a good reply turns it green", async ({
  page,
  request,
}) => {
  const restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
  try {
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    await expect(chat.app.connectionCard).toHaveAttribute("data-state", "connected");

    // The server stops taking the key (revoked, say): the reply fails, and the card says so at once.
    mock.script({ kind: "status", status: 401, body: JSON.stringify({ error: { message: "Incorrect API key provided" } }) });
    await chat.send("Are you still there?");
    await expect(chat.lastOwner()).toHaveAttribute("data-status", "failed");
    const card = chat.app.connectionCard;
    await expect(card).toHaveAttribute("data-state", "degraded");
    await expect(card).toContainText("Model Not Answering");
    await expect(card).not.toContainText("Cathedral Online");
    await expect(card.getByTestId("provider-problem")).toHaveText(
      "OpenAI-compatible server not answering: The model provider rejected the key (401)",
    );
    await expect(card.getByRole("button", { name: "Use the offline engine meanwhile" })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: ".tmp/screenshots/issue25-5-amber-chat-1280.png" });

    // The admin Overview and the dashboard say the same.
    await page.goto("/admin");
    await expect(page.getByTestId("status-answering")).toContainText("not answering: The model provider rejected the key (401)");
    await page.goto("/api-dashboard");
    await expect(page.getByTestId("service-state")).toHaveText("error");
    await expect(page.getByTestId("service-state-message")).toHaveText("The model provider rejected the key (401)");
    await page.screenshot({ path: ".tmp/screenshots/issue25-5-amber-dashboard-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId("service-state-message")).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/issue25-5-amber-dashboard-390.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // A good reply turns it back.
    mock.script({ kind: "reply", text: "I am here, and I hear you." });
    await chat.open("/nova");
    await chat.send("And now?");
    await expect(chat.lastAi()).toContainText("I am here, and I hear you.");
    await expect(card).toHaveAttribute("data-state", "connected");
    await expect(card).toContainText("Cathedral Online");
    await expect(card).toContainText("OpenAI-compatible server answering (mock-small)");

    // Failing again, the offline engine takes over from the card, and the server's settings stay for later.
    mock.script({ kind: "status", status: 401 });
    await chat.send("Once more?");
    await expect(card).toHaveAttribute("data-state", "degraded");
    await card.getByRole("button", { name: "Use the offline engine meanwhile" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Offline Engine Answering" })).toBeVisible();
    await expect(card).toHaveAttribute("data-state", "connected");
    await expect(card).toContainText("Offline engine answering");
    const view = (await (await request.get("/api/provider")).json()) as { servers: Record<string, { baseUrl: string }> };
    expect(view.servers["openai-compatible"]?.baseUrl).toBe(mock.url);
    await chat.send("Who answers now?");
    await expect(chat.lastOwner()).toHaveAttribute("data-status", "complete");
  } finally {
    mock.script();
    await restore();
  }
});

for (const width of [1280, 390]) {
  test(`after "Use the offline engine meanwhile", the model set aside is offered again and chosen once it answers, at ${width} px`, async ({
    page,
    request,
  }) => {
    const restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    try {
      await request.put("/api/provider", { data: { provider: "openai-compatible", key: "sk-mock-key-1234" } });
      await page.setViewportSize({ width, height: 844 });
      // The server stops taking the key: its connection test fails, and the status says so.
      mock.script({ kind: "status", status: 401 });
      expect((await request.post("/api/test-openai")).status()).toBe(502);
      // The sidebar's connection card at 1280; on a phone (no sidebar) the API Keys page's service status.
      const app = new AppPage(page);
      await app.goto("/api-dashboard");
      const where = width === 1280 ? app.connectionCard : page.getByTestId("service-status");
      if (width === 1280) await app.waitForSidebar();
      await where.getByRole("button", { name: "Use the offline engine meanwhile" }).click();
      await expect(page.getByTestId("service-name")).toHaveText("Offline engine");

      const offer = where.getByTestId("set-aside-offer");
      await expect(offer).toContainText("OpenAI-compatible server (mock-small) is set aside while it does not answer");
      await offer.getByRole("button", { name: "Try OpenAI-compatible server again" }).click();
      await expect(offer.getByRole("alert")).toHaveText(
        "OpenAI-compatible server still does not answer: The model provider rejected the key (401)",
      );
      await expect(page.getByTestId("service-name")).toHaveText("Offline engine");
      await offer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.tmp/shots/newcomer-set-aside-${width}.png` });

      // It answers again: one press, and it is what answers.
      mock.script({ kind: "reply", text: "Back again." });
      await offer.getByRole("button", { name: "Try OpenAI-compatible server again" }).click();
      await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
      await expect(page.getByTestId("set-aside-offer")).toHaveCount(0);
      if (width === 1280) await expect(app.connectionCard).toContainText("OpenAI-compatible server answering (mock-small)");
      await page.screenshot({ path: `.tmp/shots/newcomer-set-aside-back-${width}.png` });
    } finally {
      mock.script();
      await restore();
    }
  });
}
