import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { asJson, V2_CARD } from "../server/test/cards";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { slugOfName, uniqueName } from "./support/companion-page";
import { ExportPage } from "./support/export-page";

/**
 * A companion from a card reads right on its page (issue 38): its header's description with the card's macros filled,
 * its name said once where the card gave no title, and a refused card's reason said once.
 */
const SHOTS = "/tmp/shots-card-companion";
mkdirSync(SHOTS, { recursive: true });

/** A lighthouse keeper's card, with macros in its description and scenario and no title. */
function keeperCard(name: string) {
  const card = structuredClone(V2_CARD) as { data: Record<string, unknown> };
  card.data.name = name;
  card.data.description = "{{char}} is the keeper of the old lighthouse; <USER> is always welcome at the lamp.";
  card.data.scenario = "{{user}} has washed up on {{char}}'s shore.";
  card.data.extensions = {};
  return card;
}

async function importCard(page: Page, name: string, bytes: Buffer) {
  await new AppPage(page).goto("/companions");
  await page.getByTestId("card-file-input").setInputFiles({ name: `${name}.json`, mimeType: "application/json", buffer: bytes });
}

async function ownerName(page: Page): Promise<string> {
  return ((await (await page.request.get("/api/owner")).json()) as { name: string }).name;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("an imported card's companion: its header fills the card's macros and says a name without a title once", async ({ page }) => {
      test.slow(); // an import, a page and an accessibility scan, on a shared machine
      const name = uniqueName("Maren");
      await importCard(page, name, asJson(keeperCard(name)));
      const report = page.getByTestId("card-import-report");
      await expect(report).toContainText(`${name} joined the Citadel`);
      // The list of companions: the name, no title repeating it.
      const listed = page.getByTestId("companion-list").getByRole("link", { name });
      await expect(listed).toHaveText(name);

      await report.getByRole("link", { name: "Open the chat" }).click();
      await expect(page.getByTestId("companion-page")).toBeVisible();
      const owner = await ownerName(page);
      const subheader = new AppPage(page).subheader;
      await expect(subheader).toContainText(`${name} is the keeper of the old lighthouse; ${owner} is always welcome at the lamp.`);
      await expect(subheader).not.toContainText("{{");
      await expect(subheader).not.toContainText("<USER>");
      // The portrait panel names it once: no title line under the name repeating it.
      const panel = page.getByTestId("portrait-panel");
      if (width < 1280) await page.getByTestId("portrait-toggle").click();
      await expect(panel.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(panel.getByText(name, { exact: true })).toHaveCount(1);
      await expect(page.getByTestId("companion-about")).toContainText(`${owner} has washed up on ${name}'s shore.`);
      await expectNoSeriousA11yViolations(page, `an imported card's companion at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/companion-${width}.png`, fullPage: true });
    });

    test("the owner moves a card's companion into the Citadel with the switch on its profile", async ({ page }) => {
      test.slow();
      const name = uniqueName("Maren");
      await importCard(page, name, asJson(keeperCard(name)));
      await page.getByTestId("card-import-report").getByRole("link", { name: "Open the chat" }).click();
      const slug = slugOfName(name);
      const lives = async () => ((await (await page.request.get(`/api/companions/${slug}`)).json()) as { inCitadel: boolean }).inCitadel;
      expect(await lives()).toBe(false);
      if (width < 1280) await page.getByTestId("portrait-toggle").click();
      await page.getByTestId("edit-companion").click();
      const world = page.getByRole("switch", { name: /Lives in the Citadel/ });
      await expect(world).not.toBeChecked();
      await world.check();
      await world.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/profile-switch-${width}.png` });
      await page.getByTestId("companion-save").click();
      await expect(page.getByTestId("toast").first()).toContainText(`${name} is saved`);
      expect(await lives()).toBe(true);
    });

    test("a SillyTavern chat goes into a companion whose route name has a hyphen", async ({ page }) => {
      test.slow();
      const name = uniqueName("Anna-Lise");
      expect((await page.request.post("/api/companions", { data: { name } })).status()).toBe(201);
      const slug = slugOfName(name);
      const tag = `st-${Date.now()}-${width}`;
      const file = [
        JSON.stringify({ user_name: "You", character_name: "Anna" }),
        JSON.stringify({ name: "Anna", is_user: false, send_date: "2024-03-05T12:00:00.000Z", mes: `Hello from the harbour ${tag}` }),
        JSON.stringify({ name: "You", is_user: true, send_date: "2024-03-05T12:01:00.000Z", mes: `Hello, Anna ${tag}` }),
      ].join("\n");
      await new AppPage(page).goto("/export");
      const panel = await new ExportPage(page).tab("Bulk Export");
      await panel.getByLabel("Into the chat with").selectOption(slug);
      await panel
        .getByLabel("SillyTavern chat file")
        .setInputFiles({ name: "anna.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(file) });
      await expect(page.getByTestId("toast").first()).toContainText(`Added to ${name}'s chat: 1 conversation, 2 messages`);
      const chat = (await (await page.request.get(`/api/personalities/${slug}/messages`)).json()) as { content: string }[];
      expect(chat.filter((m) => m.content.includes(tag))).toHaveLength(2);
      await page.screenshot({ path: `${SHOTS}/sillytavern-companion-${width}.png` });
    });

    test("a card that cannot be imported says why, once", async ({ page }) => {
      await importCard(page, "broken", Buffer.from('{"spec":"chara_card_v2","data":{"name":""}}'));
      const alert = page.getByTestId("card-import").getByRole("alert");
      await expect(alert).toHaveText("This character card cannot be imported: it has no name");
      await page.getByTestId("card-import").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/import-refused-${width}.png` });

      // A file refused before it is sent is said the same way, once.
      await page.getByTestId("card-file-input").setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
      await expect(alert).toHaveText("The card could not be imported: empty.png is empty");
    });
  });
}
