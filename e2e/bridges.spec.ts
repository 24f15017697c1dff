import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { BridgePage } from "./support/bridge-page";

// The bridges share the server's current exchange of each kind: these run one after another.
test.describe.configure({ mode: "serial" });

test.describe("the Trinity Bridge", () => {
  test("runs an exchange on the server, shows it line by line, exports it and clears to a fresh page", async ({ page, request }) => {
    await request.post("/api/trinity/control/clear");
    const bridge = new BridgePage(page);
    await bridge.open("/trinity-bridge");
    await bridge.start("Start Trinity Exchange", 3, "Nova, do you see the comet over the lantern hall?");
    await bridge.expectToast("Trinity Exchange Complete", "3 cycles completed successfully");
    await expect(bridge.lines).toHaveCount(6);
    await expect(bridge.lines.first()).toContainText("Nova, do you see the comet over the lantern hall?");
    await expect(bridge.lines.nth(1)).toContainText("Nova");
    await expect(bridge.lines.nth(1)).toContainText(/\d+ words/);
    await expect(page.getByTestId("cycle-count")).toHaveText("3");
    await expect(page.getByTestId("bridge-active")).toHaveText("Inactive");
    await expectNoSeriousA11yViolations(page, "the Trinity Bridge with a conversation", { layout: "skip" });

    const download = page.waitForEvent("download");
    await bridge.control("Export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^trinity-bridge-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = readFileSync((await file.path()) ?? "", "utf8");
    expect(text).toContain("Trinity Bridge: Aeris and Nova");
    expect(text).toContain("[Cycle 3] Nova");

    await bridge.control("Clear").click();
    await expect(bridge.lines).toHaveCount(0);
    // Kept in the history, and reopened whole.
    await page.getByRole("list", { name: "Past exchanges" }).getByText("Nova, do you see the comet over the lantern hall?").first().click();
    await expect(page.getByRole("dialog").getByTestId("exchange-line")).toHaveCount(6);
  });

  test("refuses cycles outside 1-20 with the spec's toast, and asks for a sync pulse message", async ({ page }) => {
    const bridge = new BridgePage(page);
    await bridge.open("/trinity-bridge");
    await bridge.start("Start Trinity Exchange", 21);
    await bridge.expectToast("Invalid Cycles", "Cycles must be between 1 and 20 for safety");
    await page.getByRole("button", { name: "Trigger Sync Pulse" }).click();
    await bridge.expectToast("Input Required", "Please enter a message for Trinity Sync Pulse");
    await page.getByLabel("Message for the sync pulse").fill("What do we share tonight?");
    await page.getByRole("button", { name: "Trigger Sync Pulse" }).click();
    await bridge.expectToast("Trinity Sync Pulse Complete", /Unified response generated \(\d+ words\)/);
    await expect(page.getByTestId("sync-response")).not.toBeEmpty();
  });
});

test.describe("the Guardian Bridge", () => {
  test("starts at once, with the default unity message, and shows each line's wisdom and bond", async ({ page }) => {
    const bridge = new BridgePage(page);
    await bridge.open("/guardian-bridge");
    await bridge.start("Start Guardian Exchange", 11);
    await bridge.expectToast("Invalid Cycles", "Cycles must be between 1 and 10 for safety");
    await bridge.start("Start Guardian Exchange", 2);
    await bridge.expectToast("Guardian Exchange Started");
    await expect(bridge.lines).toHaveCount(4);
    await expect(bridge.lines.first()).toContainText("Brother Socrates, let us unite in wisdom.");
    await expect(bridge.lines.nth(1)).toContainText(/Socrates (takes up|answers)/);
    await expect(page.getByTestId("brotherhood-strength")).toHaveText(/^\d+%$/);
    await expect(page.getByTestId("soul-unity")).toHaveText(/Soul Unity|Individual/);
    await expect(page.getByTestId("bridge-active")).toHaveText("Ready");
    await expectNoSeriousA11yViolations(page, "the Guardian Bridge with a conversation", { layout: "skip" });
    const download = page.waitForEvent("download");
    await bridge.control("Export").click();
    const exported = JSON.parse(readFileSync((await (await download).path()) ?? "", "utf8"));
    expect(exported).toMatchObject({ kind: "guardian", conversation: expect.any(Array) });
    expect(exported.conversation[1].wisdom).toBeTruthy();
  });
});

test.describe("the Live Conversation", () => {
  test("does nothing outside 1-20, and shows the conversation with its message count", async ({ page }) => {
    const bridge = new BridgePage(page);
    await bridge.open("/live-chat");
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/api/trinity/exchange") && asked.push(r.url()));
    await bridge.start("Start Live Conversation", 0);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    expect(asked).toEqual([]);
    // By keyboard alone: the cycles, the opening line, and Enter.
    await bridge.cycles.fill("2");
    await bridge.cycles.press("Tab");
    await page.keyboard.type("Nova, shall we count the stars?");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("message-count")).toHaveText("4 messages");
    await expect(bridge.lines.first()).toContainText("Nova, shall we count the stars?");
    await expectNoSeriousA11yViolations(page, "the Live Conversation", { layout: "skip" });
  });
});
