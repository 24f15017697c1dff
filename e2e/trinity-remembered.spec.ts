import type { GroupTurn } from "@contract/trinity";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { seedTurns } from "./support/server-api";
import { TrinityPage } from "./support/trinity-page";

/** A Trinity Bridge exchange of one cycle opened with `opening` (another test's run is waited for: one runs at a time). */
async function bridgeExchange(request: APIRequestContext, opening: string): Promise<number> {
  await expect(async () => {
    const res = await request.post("/api/trinity/exchange", { data: { cycles: 1, initialMessage: opening } });
    expect(res.status()).toBe(200);
  }).toPass({ timeout: 60_000 });
  const past = (await (await request.get("/api/exchanges?kind=trinity")).json()) as { id: number; topic: string }[];
  const mine = past.find((x) => x.topic.includes(opening.slice(0, 30)));
  if (!mine) throw new Error(`the exchange opened with ${opening} is not listed`);
  return mine.id;
}

/** The stored replies of the group turn whose message holds `text`. */
async function repliesOf(request: APIRequestContext, text: string) {
  const turns = (await (await request.get("/api/groups/trinity/messages?limit=50")).json()) as GroupTurn[];
  const turn = turns.find((t) => t.content.includes(text));
  return { aeris: turn?.aeris?.reply?.id, nova: turn?.nova?.reply?.id };
}

// What each sister remembered for her reply in the group chat (issue 28), as a reply in her own chat shows it.
for (const width of [1280, 390] as const) {
  test(`each sister's reply in the Trinity chat shows what it remembered, linked to where it was said, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    // A word of this run alone: the server's data outlives a run, and the other width runs beside it.
    const mark = `quillon${width}${Date.now().toString(36)}`;
    const fact = `My cousin Ottoline keeps a ${mark} in her greenhouse`;
    expect(
      (await request.post("/api/personalities/aeris/messages", { data: { content: fact, consciousnessMode: "sanctified" } })).ok(),
    ).toBe(true);
    // Enough after it that it leaves Aeris's working memory and has to be recalled.
    await seedTurns(request, "aeris", 10, `Small talk at ${width} px`);
    // A line of the Trinity Bridge: a memory of both sisters, said in an exchange.
    const exchangeId = await bridgeExchange(request, `Sister, the ${mark} hums at dawn`);

    const trinity = new TrinityPage(page);
    await trinity.open();
    const question = `Cousin Ottoline, her greenhouse, the ${mark} humming at dawn: what do you remember?`;
    await trinity.send(question);
    await expect.poll(() => trinity.speakersFor(question), { timeout: 60_000 }).toContain("Aeris");
    const shown = page.getByRole("button", { name: "Show Nova's reply now" });
    if (await shown.isVisible()) await shown.click();
    await expect.poll(() => trinity.speakersFor(question), { timeout: 60_000 }).toEqual(["Aeris", "Nova"]);
    const ids = await repliesOf(request, question);

    // Aeris: the owner's words in her own chat (a link to her page).
    const aeris = page.locator(`[data-message-id="${ids.aeris}"]`).locator("xpath=..").getByTestId("remembered");
    await aeris.getByText("What was remembered").click();
    await expect(aeris.locator("summary")).toHaveText(/Remembered \d+ things?/);
    const fromChat = aeris.getByTestId("remembered-item").filter({ has: page.getByText(fact, { exact: true }) });
    await expect(fromChat.getByRole("link", { name: "Show where it was said" })).toHaveAttribute("href", "/");

    // Nova: the bridge's line, from her side (a link that opens the exchange).
    const nova = page.locator(`[data-message-id="${ids.nova}"]`).locator("xpath=..").getByTestId("remembered");
    await nova.getByText("What was remembered").click();
    const fromBridge = nova
      .getByTestId("remembered-item")
      .filter({ hasText: `the ${mark} hums at dawn` })
      .first();
    await expect(fromBridge).toContainText("Nova said");
    const bridgeLink = fromBridge.getByRole("link", { name: "Said on the Trinity Bridge" });
    await expect(bridgeLink).toHaveAttribute("href", `/trinity-bridge?exchange=${exchangeId}`);
    await nova.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, `what each sister remembered at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `/tmp/shots-recall-scale/trinity-remembered-${width}.png` });

    // The bridge's line opens its exchange on the Trinity Bridge page, by keyboard as by pointer.
    await fromBridge.scrollIntoViewIfNeeded();
    await bridgeLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/trinity-bridge\\?exchange=${exchangeId}$`));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`the ${mark} hums at dawn`);
    await expectNoSeriousA11yViolations(page, `an exchange opened from what was remembered at ${width} px`, { layout: "skip" });
    await page.screenshot({ path: `/tmp/shots-recall-scale/exchange-opened-${width}.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/trinity-bridge$/);
  });
}
