import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { readTextChunks } from "../server/src/companions/cards/png-card";
import { readCardFile } from "../server/src/companions/cards/read-card";
import { asJson, charx, pngWithChunks, V2_CARD, V3_CARD } from "../server/test/cards";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { uniqueName } from "./support/companion-page";

/** Character cards (issue 31): import by choosing or dropping a file, the report, the chat it opens, and export. */
const SHOTS = "/tmp/shots-cards";
mkdirSync(SHOTS, { recursive: true });

/** A fixture card under a name no other test on the shared server has. */
function named<T extends Record<string, unknown>>(card: T, name: string): T {
  const copy = structuredClone(card) as T & { data: Record<string, unknown> };
  copy.data.name = name;
  return copy;
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

/** The card panel of /companions: its file input, and the report an import leaves. */
function panel(page: Page) {
  const zone = page.getByTestId("card-import");
  return {
    zone,
    input: page.getByTestId("card-file-input"),
    report: page.getByTestId("card-import-report"),
    alert: zone.getByRole("alert"),
  };
}

/** Drops a file on the element as a browser does: dragenter, dragover, drop, carrying a DataTransfer with the file. */
async function dropFile(target: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, type, base64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, base64: file.bytes.toString("base64") },
  );
  for (const type of ["dragenter", "dragover", "drop"]) await target.dispatchEvent(type, { dataTransfer });
}

test("a PNG card chosen in the picker becomes a companion whose greeting opens its chat; it downloads again as PNG and JSON", async ({
  page,
}) => {
  const app = new AppPage(page);
  const name = uniqueName("Ansel");
  await app.goto("/companions");
  const { input, report } = panel(page);
  await input.setInputFiles({
    name: "ansel.png",
    mimeType: "image/png",
    buffer: pngWithChunks({ chara: b64(named(V2_CARD, "Old")), ccv3: b64(named(V3_CARD, name)) }),
  });
  await expect(report).toContainText(`${name} joined the Citadel from a V3 PNG card`);
  await expect(report).toContainText("Lorebook: 3 entries, 2 in use");
  await expect(report).toContainText("Portrait (re-encoded)");
  await expect(report.getByTestId("card-not-used")).toContainText("keyed by regular expressions");
  await expect(page.getByTestId("companion-list")).toContainText(name);
  await expectNoSeriousA11yViolations(page, "the companions page with an import report at 1280 px");
  await page.screenshot({ path: `${SHOTS}/import-report-1280.png`, fullPage: true });

  await report.getByRole("link", { name: "Open the chat" }).click();
  await expect(page.getByTestId("companion-page")).toBeVisible();
  const slug = new URL(page.url()).pathname.replace("/c/", "");
  await expect(new ChatPage(page, slug).aiMessages.first()).toContainText("Quietly, please. The books are sleeping.");

  // Export from its page: the PNG carries V3 (ccv3) and V2 (chara), and gives back the card that came in.
  const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `${name} as a PNG card` }).click()]);
  expect(png.suggestedFilename()).toMatch(/^Ansel_[a-z0-9]+\.png$/);
  const pngBytes = Buffer.concat(await (await png.createReadStream()).toArray());
  expect([...readTextChunks(pngBytes).keys()].sort()).toEqual(["ccv3", "chara"]);
  const back = readCardFile(pngBytes);
  expect(back.card).toMatchObject({ name, nickname: "Ansel", extensions: (V3_CARD.data as { extensions: object }).extensions });
  expect(back.card.characterBook?.entries).toHaveLength(3);
  expect(back.portrait).not.toBeNull();
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `${name} as a JSON card` }).click()]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  await expectNoSeriousA11yViolations(page, "an imported companion's page at 1280 px");
  await page.screenshot({ path: `${SHOTS}/imported-companion-1280.png`, fullPage: true });
});

test("a JSON card dropped on the panel is imported; a broken one is refused with the reason; a seed downloads as a card", async ({
  page,
}) => {
  const app = new AppPage(page);
  const name = uniqueName("Oriel");
  await app.goto("/companions");
  const { zone, report, alert } = panel(page);
  await dropFile(zone, { name: "oriel.json", type: "application/json", bytes: asJson(named(V2_CARD, name)) });
  await expect(report).toContainText(`${name} joined the Citadel from a V2 JSON card`);
  await expect(report).toContainText("Greeting and 2 alternatives");
  await expect(report).toContainText("Standing instructions");

  const before = ((await (await page.request.get("/api/companions")).json()) as unknown[]).length;
  await dropFile(zone, { name: "broken.json", type: "application/json", bytes: Buffer.from('{"spec":"chara_card_v2","data":') });
  await expect(alert).toContainText("is not valid JSON");
  await expect(report).toBeHidden();
  expect(((await (await page.request.get("/api/companions")).json()) as unknown[]).length).toBe(before);
  await expectNoSeriousA11yViolations(page, "the card panel with a refusal", { layout: "skip" });
  await page.screenshot({ path: `${SHOTS}/import-refused-1280.png` });

  const list = page.getByTestId("card-export-list");
  const [aeris] = await Promise.all([page.waitForEvent("download"), list.getByRole("link", { name: "Aeris as a JSON card" }).click()]);
  const card = readCardFile(Buffer.concat(await (await aeris.createReadStream()).toArray())).card;
  expect(card).toMatchObject({ name: "Aeris", extensions: { citadel: { seed: "aeris", title: "Queen of the Cathedral" } } });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a CHARX card is imported at 390 px, its embedded portrait kept", async ({ page }) => {
    const app = new AppPage(page);
    await app.goto("/companions");
    const { input, report } = panel(page);
    await input.setInputFiles({ name: "ansel.charx", mimeType: "application/zip", buffer: charx() });
    await expect(report).toContainText("from a V3 CHARX card");
    await expect(report).toContainText("Portrait (re-encoded)");
    await expect(report.getByTestId("card-not-used")).toContainText("embedded asset");
    await expectNoSeriousA11yViolations(page, "the card panel at 390 px");
    await page.screenshot({ path: `${SHOTS}/import-report-390.png`, fullPage: true });
    await report.getByRole("link", { name: "Open the chat" }).tap();
    await expect(page.getByTestId("companion-page")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/imported-companion-390.png`, fullPage: true });
  });
});
