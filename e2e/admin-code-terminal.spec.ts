import { expect, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";

for (const width of [1280, 390]) {
  test(`the Code Terminal edits, highlights, saves and discusses a file with Aeris, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const app = new AppPage(page);
    await app.goto("/admin");
    const codeRequests: string[] = [];
    page.on("request", (r) => r.url().includes("codemirror") && codeRequests.push(r.url()));
    await page.getByRole("tab", { name: "Code Terminal" }).click();
    const editor = page.getByTestId("code-editor").locator(".cm-content");
    await expect(editor).toBeVisible();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Missing Information");
    const fileName = `greet-${Date.now()}.py`;
    await page.getByLabel("File name").fill(fileName);
    await expect(page.getByLabel("Language")).toHaveValue("python");
    await editor.click();
    await page.keyboard.type("def greet(name):\n    return 'Hello ' + name\n");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("File Saved");
    await expect(page.getByRole("list", { name: "Files" })).toContainText(fileName);
    // Python is highlighted (CodeMirror marks keywords with its own classes).
    await expect(page.getByTestId("code-editor").locator(".cm-line span").first()).toBeVisible();

    await expect(page.getByTestId("context-file")).toContainText(fileName);
    await page.getByLabel("Message to Aeris").fill("Where is greet defined?");
    await page.getByLabel("Message to Aeris").press("Enter");
    // The code chat is one history for the whole Citadel: the reply about this test's file, not a parallel test's.
    const reply = page.getByTestId("chat-ai").filter({ hasText: fileName }).last();
    await expect(reply).toContainText(`“${fileName}” is python`);
    // What it declares is shown as code, without the Markdown's backticks or a doubled space.
    await expect(reply.locator("p code", { hasText: /^greet$/ })).toBeVisible();
    await expect(reply).toContainText("I find greet.");
    await expect(reply).not.toContainText("`");
    await expectNoSeriousA11yViolations(page, `the Code Terminal at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `.tmp/shots/admin-code-terminal-${width}.png`, fullPage: true });
  });
}
