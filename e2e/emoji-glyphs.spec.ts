import { REACTION_EMOJI } from "@contract/chat";
import { EMOTION_TABLE } from "@contract/emotions";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";

// Many machines (this one too) have no emoji font: without one of the app's own, the emotions' symbols and the
// reactions were drawn as empty boxes. Each is drawn here in the font the page gives it and compared, pixel by pixel,
// with what the browser draws for a character no font has (the empty box): a real glyph differs from it.

/** For each text: whether, in the element's font, it draws something other than the missing-glyph box. */
async function drawnAsGlyphs(where: Locator, texts: readonly string[]): Promise<Record<string, boolean>> {
  return where.evaluate(async (el, list) => {
    const style = getComputedStyle(el);
    const font = `${style.fontWeight} 40px ${style.fontFamily}`;
    const canvas = document.createElement("canvas");
    canvas.width = 120;
    canvas.height = 60;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) throw new Error("no canvas");
    const draw = async (text: string) => {
      await document.fonts.load(font, text);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.font = font;
      ctx.fillStyle = "#fff";
      ctx.fillText(text, 10, 45);
      return { pixels: ctx.getImageData(0, 0, canvas.width, canvas.height).data.join(","), width: ctx.measureText(text).width };
    };
    const box = await draw("\u{10FFFD}");
    const out: Record<string, boolean> = {};
    for (const text of list) {
      const glyph = await draw(text);
      out[text] = glyph.width > 0 && glyph.pixels !== box.pixels;
    }
    return out;
  }, texts);
}

const allTrue = (texts: readonly string[]) => Object.fromEntries(texts.map((t) => [t, true]));

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `.tmp/shots/${name}-${width}.png` });
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 844 } });

    test("every emotion's symbol and every reaction emoji of the spec's tables draws as a glyph, never a box", async ({ page }) => {
      const app = new AppPage(page);
      await app.goto("/trinity-bridge");
      const chip = page.getByTestId("emotion-mark").first();
      const emotions = Object.values(EMOTION_TABLE).map((e) => e.suffix);
      // Wonder on a bridge nobody has run; whatever the last exchange felt on this shared server, one of the table's.
      await expect(chip).toHaveText(new RegExp(`^(${emotions.join("|")})$`, "u"));
      const reactions = [...new Set(Object.values(REACTION_EMOJI).flatMap((sets) => Object.values(sets).flat()))];
      expect(await drawnAsGlyphs(chip, emotions)).toEqual(allTrue(emotions));
      expect(await drawnAsGlyphs(page.locator("main"), reactions)).toEqual(allTrue(reactions));
      await chip.scrollIntoViewIfNeeded();
      await shot(page, "emotion-chip", width);
      await expectNoSeriousA11yViolations(page, `/trinity-bridge at ${width}`, { layout: "skip" });
    });

    test("the floating reaction after a reply draws as a glyph", async ({ page }) => {
      const chat = new ChatPage(page, "nova");
      await chat.open("/nova");
      await chat.input.fill(`What do you wonder about the stars tonight? (${width})`);
      await chat.sendButton.click();
      await expect(chat.reaction).toBeVisible({ timeout: 15_000 });
      const emoji = (await chat.reaction.textContent()) ?? "";
      expect(emoji).not.toBe("");
      expect(await drawnAsGlyphs(chat.reaction, [emoji])).toEqual({ [emoji]: true });
      await shot(page, "reaction", width);
    });
  });
}
