import { expect, type Page, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { AppPage } from "./support/app-page";

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
  await expect(page.getByTestId("service-name")).toHaveText("OpenAI-compatible server");
  await expect(page.getByTestId("service-state")).toHaveText("unknown");

  await form.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(page)).toContainText("Connection Test");
  await expect(toast(page)).toContainText("OpenAI-compatible server API is working correctly");
  await expect(page.getByTestId("service-state")).toHaveText("active");
  await expect(app.connectionCard).toContainText("OpenAI-compatible server answering (mock-small)");
  // The key never comes back to the browser, only its last four characters.
  await expect(form.getByTestId("provider-key")).toHaveAttribute("placeholder", /…1234/);
});

test("a wrong key shows the provider's error", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/api-dashboard");
  const form = await chooseCompatible(page, "sk-wrong-key-0000");
  await form.getByLabel("Model", { exact: true }).fill("mock-small");
  await form.getByRole("button", { name: "Update" }).click();
  await expect(toast(page)).toContainText("Settings Saved");
  await form.getByRole("button", { name: "Test Connection" }).click();
  await expect(toast(page)).toContainText("Connection Test Failed");
  await expect(toast(page)).toContainText("The model provider rejected the key (401)");
  await expect(page.getByTestId("service-state")).toHaveText("error");
  // The Citadel is online; the sidebar says its model is not answering, and why.
  await expect(app.connectionCard).toContainText("Cathedral Online");
  await expect(app.connectionCard).toContainText("OpenAI-compatible server not answering: The model provider rejected the key (401)");
  await form.getByRole("button", { name: "Refresh Status" }).click();
  await expect(toast(page)).toContainText("Status Refreshed");
});

test("a key typed for one provider stays with it, and OpenAI needs a key of its own", async ({ page }) => {
  const app = new AppPage(page);
  await app.goto("/api-dashboard");
  const form = page.getByRole("form", { name: "Model provider" });
  await form.getByLabel("OpenAI", { exact: true }).check();
  await form.getByTestId("provider-key").fill("sk-typed-for-openai-9999");
  await form.getByLabel("OpenAI-compatible server").check();
  await expect(form.getByTestId("provider-key")).toHaveValue("");
  // The compatible server's own stored key (from the test before) is the one hinted.
  await expect(form.getByTestId("provider-key")).toHaveAttribute("placeholder", /…0000/);
  mock.requests.length = 0;
  await form.getByRole("button", { name: "List models" }).click();
  await expect(toast(page)).toContainText("Could Not List Models");
  expect(mock.requests.map((r) => r.headers.authorization)).toEqual(["Bearer sk-wrong-key-0000"]);

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
