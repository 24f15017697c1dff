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

  test("a code block of her reply goes into the editor at the cursor, and the file she was sent is shown", async ({ page, request }) => {
    mock.script({ kind: "reply", text: "Try this:\n```python\nprint('hi')\n```" });
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
      await page.getByRole("button", { name: "Send to Aeris" }).click();
      const reply = page.getByTestId("chat-ai").last();
      await expect(reply.getByTestId("reply-code")).toHaveText("print('hi')\n");
      await reply.getByRole("button", { name: "Insert into editor" }).click();
      await expect(editor).toContainText("# greeting");
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
