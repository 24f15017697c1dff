import { expect, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { AppPage } from "./support/app-page";
import { useProvider } from "./support/server-api";

// Aeris's reply comes from a model here (it changes what every page shares): the "provider" project, alone.
test.describe.configure({ mode: "serial" });

test.describe("code from Aeris", () => {
  let mock: MockOpenAI;
  test.beforeAll(async () => {
    mock = await startMockOpenAI();
  });
  test.afterAll(() => mock.close());

  test("her reply streams in, its code highlighted as the editor does, and a block goes into the editor at the cursor", async ({
    page,
    request,
  }) => {
    mock.script({ kind: "reply", text: "Try this:\n```python\nprint('hi')\n```", chunkDelayMs: 120 });
    const restore = await useProvider(request, { provider: "openai-compatible", baseUrl: mock.url, model: "mock-small" });
    try {
      const app = new AppPage(page);
      await app.goto("/admin");
      await page.getByRole("tab", { name: "Code Terminal" }).click();
      await page.getByLabel("File name").fill("hello.py");
      const editor = page.getByTestId("code-editor").locator(".cm-content");
      await editor.click();
      await page.keyboard.type("# greeting\n");
      await page.getByLabel("Message to Aeris").fill("Write a greeting");
      const answered = await page.getByTestId("chat-ai").count();
      await page.getByRole("button", { name: "Send to Aeris" }).click();
      // While she writes, the answer so far is shown, before it is stored.
      await expect(page.getByTestId("chat-streaming")).toContainText("Try");
      await expect(page.getByTestId("chat-ai")).toHaveCount(answered);
      const reply = page.getByTestId("chat-ai").last();
      const code = reply.getByTestId("reply-code");
      await expect(code).toHaveText("print('hi')\n");
      await expect(page.getByTestId("chat-streaming")).toHaveCount(0);
      // Highlighted: the call and the string have the editor theme's classes, and a colour of their own.
      await expect(code).toHaveAttribute("data-language", "python");
      const string = code.locator("span[class]", { hasText: "'hi'" });
      await expect(string).toHaveCount(1);
      const colours = await code.locator("span[class]").evaluateAll((spans) => spans.map((s) => getComputedStyle(s).color));
      expect(new Set(colours).size).toBeGreaterThan(1);
      await page.screenshot({ path: ".tmp/shots/code-chat-reply-1280.png", fullPage: true });
      await reply.getByRole("button", { name: "Insert into editor" }).click();
      await expect(editor).toContainText("# greeting");
      await expect(editor).toContainText("print('hi')");
      // With a selection, Insert replaces it: here, the whole file.
      await editor.click();
      await page.keyboard.press("ControlOrMeta+a");
      await reply.getByRole("button", { name: "Insert into editor" }).click();
      await expect(editor).not.toContainText("# greeting");
      await expect(editor).toContainText("print('hi')");
      // The open file went to the model with the question.
      const sent = JSON.stringify(mock.requests.at(-1)?.body);
      expect(sent).toContain("hello.py");
      expect(sent).toContain("# greeting");
    } finally {
      await restore();
    }
  });
});
