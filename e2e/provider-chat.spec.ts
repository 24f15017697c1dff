import { expect, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { ChatPage } from "./support/chat-page";
import { closedPort, useProvider } from "./support/server-api";

// These tests switch the server's model provider, which every chat shares: they run in the "provider" project,
// alone, after every other spec.
test.describe.configure({ mode: "serial" });

test.describe("streaming", () => {
  let mock: MockOpenAI;
  let restore: (() => Promise<void>) | null = null;
  test.beforeAll(async () => {
    mock = await startMockOpenAI();
  });
  test.afterAll(async () => {
    await mock.close();
  });
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });

  test("a slow model's words appear one by one as they are written", async ({ page, request }) => {
    const text = "The stars remember every question you ever asked of them, and they answer slowly.";
    mock.script({ kind: "reply", text, chunkDelayMs: 120 });
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");

    await chat.input.fill("Do the stars remember?");
    await chat.sendButton.click();
    await expect(chat.pendingReply).toBeVisible();
    await expect(chat.processing).toContainText("Nova is composing a reply...");
    // Part of the reply is on screen while the rest is still being written.
    await expect(chat.pendingReply).toContainText("The stars remember");
    expect(await chat.pendingReply.textContent()).not.toContain("answer slowly.");
    // While it is written, Stop stands where Send was (issue 29).
    await expect(chat.sendButton).toHaveCount(0);
    await expect(chat.panel.getByRole("button", { name: "Stop the reply" })).toBeVisible();

    await expect(chat.pendingReply).toHaveCount(0, { timeout: 10_000 });
    await expect(chat.lastAi()).toContainText(text);
    await expect(chat.processing).toHaveText("");
  });

  test("regenerate writes another reply; swipe moves between them", async ({ page, request }) => {
    restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    const chat = new ChatPage(page, "musashi");
    await chat.open("/musashi");
    mock.script({ kind: "reply", text: "Discipline is the first answer." });
    await chat.send("What is the way?");
    await expect(chat.lastAi()).toContainText("Discipline is the first answer.");

    mock.script({ kind: "reply", text: "Strategy is the second answer." });
    await chat.turn(() => chat.lastAi().getByRole("button", { name: "Regenerate reply" }).click(), /\/regenerate$/);
    await expect(chat.lastAi()).toContainText("Strategy is the second answer.");
    await expect(chat.lastAi().getByTestId("swipe-position")).toHaveText("Reply 2/2");

    await chat.lastAi().getByRole("button", { name: "Previous reply" }).click();
    await expect(chat.lastAi()).toContainText("Discipline is the first answer.");
    await expect(chat.lastAi().getByTestId("swipe-position")).toHaveText("Reply 1/2");
    await expect(chat.lastAi().getByRole("button", { name: "Previous reply" })).toBeDisabled();

    await chat.lastAi().getByRole("button", { name: "Next reply" }).click();
    await expect(chat.lastAi()).toContainText("Strategy is the second answer.");

    // The chosen reply is the server's: a reload shows the same one.
    await page.reload();
    await expect(chat.lastAi()).toContainText("Strategy is the second answer.");
  });
});

test.describe("failure", () => {
  let restore: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });

  test("a failed reply keeps the message, marked failed, and Retry completes it", async ({ page, request }) => {
    const port = await closedPort();
    restore = await useProvider(request, {
      provider: "openai-compatible",
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: "none",
    });
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");

    await chat.send("Can you hear me across the void?");
    const mine = chat.lastOwner();
    await expect(mine).toContainText("Can you hear me across the void?");
    await expect(mine).toHaveAttribute("data-status", "failed");
    await expect(mine.getByTestId("message-error")).toBeVisible();
    await chat.expectToast("Message Failed");
    expect(errors.some((e) => e.startsWith("Failed to send message: 502 "))).toBe(true);

    // Still there, still failed, after a reload.
    await page.reload();
    await expect(chat.lastOwner()).toHaveAttribute("data-status", "failed");

    await restore();
    restore = null;
    const id = await chat.lastOwner().getAttribute("data-message-id");
    await chat.turn(() => chat.lastOwner().getByRole("button", { name: "Retry" }).click(), `/api/messages/${id}/retry`);
    await expect(chat.lastOwner()).toHaveAttribute("data-status", "complete");
    await expect(chat.lastOwner().getByTestId("message-error")).toHaveCount(0);
    await expect(chat.lastAi()).toContainText(/\w+/);
  });
});
