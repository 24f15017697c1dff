import { expect, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { useProvider } from "./support/server-api";
import { TrinityPage } from "./support/trinity-page";

// Switches the server's model provider, which every chat shares: runs in the "provider" project, alone.
test.describe.configure({ mode: "serial" });

test.describe("the Trinity group chat when the model fails", () => {
  let mock: MockOpenAI;
  let restore: (() => Promise<void>) | null = null;
  test.beforeAll(async () => {
    mock = await startMockOpenAI();
  });
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });
  test.afterAll(async () => {
    await mock.close();
  });

  test("tells 'Message Failed', keeps the owner's message marked failed, and Retry asks both sisters again", async ({ page, request }) => {
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    mock.script({ kind: "status", status: 401 });
    const trinity = new TrinityPage(page);
    await trinity.open();

    const text = `Are you both there? ${Date.now()}`;
    await trinity.send(text);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Message Failed");
    await expect(toast).toContainText("Failed to send message to Trinity group");

    const mine = trinity.ownerMessages().filter({ hasText: text });
    await expect(mine).toHaveAttribute("data-status", "failed");
    await expect(mine.getByTestId("message-error")).toContainText("rejected the key");
    await page.reload();
    await expect(mine).toHaveAttribute("data-status", "failed");

    mock.script({ kind: "reply", text: "I am here, as I always am." });
    await mine.getByRole("button", { name: "Retry" }).click();
    await expect(mine).toHaveAttribute("data-status", "complete");
    await expect(trinity.replies("Aeris").last()).toContainText("I am here, as I always am.");
    await expect(trinity.replies("Nova").last()).toContainText("I am here, as I always am.");
  });
});
