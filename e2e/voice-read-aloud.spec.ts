import { expect, type Locator, test } from "@playwright/test";
import { ChatPage } from "./support/chat-page";
import { cancelsIn, endSpeech, installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";

// Headless Chromium has no speech voices and speaks nothing: these tests run with a scripted stand-in for
// speechSynthesis and SpeechSynthesisUtterance, injected with page.addInitScript (support/speech-synthesis-stand-in.ts),
// which records every utterance and ends one only when the test says so.

const NOVA_SETTINGS = { voice: "Google UK English Female", rate: 1.3, pitch: 1.1, volume: 0.6 };

test.beforeEach(async ({ page }) => {
  await installSpeechSynthesis(page);
  await page.addInitScript((nova) => {
    if (sessionStorage.getItem("voice-seeded")) return;
    sessionStorage.setItem("voice-seeded", "1");
    localStorage.setItem("citadel-voice-settings", JSON.stringify({ nova }));
  }, NOVA_SETTINGS);
});

type Message = { id: number; content: string; isFromAI: boolean; replyTo: number | null };

/**
 * Sends `text` (made unique, as other tests talk to the same personality at the same time) and returns the reply to
 * it: its bubble and its stored text.
 */
async function sendAndFindReply(chat: ChatPage, text: string): Promise<{ bubble: Locator; content: string }> {
  const unique = `${text} (${Math.random().toString(36).slice(2, 8)})`;
  await chat.send(unique);
  const res = await chat.page.request.get(`/api/personalities/${chat.name}/messages?limit=50`);
  const messages = (await res.json()) as Message[];
  const mine = messages.find((m) => !m.isFromAI && m.content === unique);
  const reply = messages.find((m) => m.isFromAI && m.replyTo === mine?.id);
  if (!reply) throw new Error(`No reply to "${unique}"`);
  return { bubble: chat.page.locator(`[data-testid="ai-message"][data-message-id="${reply.id}"]`), content: reply.content };
}

test("the listen button speaks a reply in its personality's saved voice, and stops it when pressed again", async ({ page }) => {
  const chat = new ChatPage(page, "nova");
  await chat.open("/nova");
  const { bubble: reply } = await sendAndFindReply(chat, "Tell me about the stars tonight");
  await reply.getByRole("button", { name: "Listen" }).click();
  await expect.poll(() => spokenIn(page)).toHaveLength(1);
  const [first] = await spokenIn(page);
  expect(first).toMatchObject({ ...NOVA_SETTINGS, lang: "en-GB" });
  const stop = reply.getByRole("button", { name: "Stop reading aloud" });
  await expect(stop).toBeVisible();
  await stop.click();
  await expect(reply.getByRole("button", { name: "Listen" })).toBeVisible();
  await endSpeech(page);
  // Stopped: nothing more of it is spoken.
  await page.waitForTimeout(300);
  expect(await spokenIn(page)).toHaveLength(1);
});

/** Only the letters, lower case: a reply and what was spoken of it agree on these whatever markdown it had. */
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

test("with read-aloud on, a second reply waits for the first to be spoken to the end", async ({ page }) => {
  const chat = new ChatPage(page, "nova");
  await chat.open("/nova");
  await chat.app.readAloudToggle.click();
  await expect(chat.app.readAloudToggle).toHaveAttribute("aria-pressed", "true");

  const { bubble: first, content: firstContent } = await sendAndFindReply(chat, "What is the first thing you see?");
  await expect.poll(() => spokenIn(page)).toHaveLength(1);
  await expect(first.getByRole("button", { name: "Stop reading aloud" })).toBeVisible();
  const { bubble: second } = await sendAndFindReply(chat, "And the second?");
  // The second reply has arrived and its 500 ms have passed: it waits, and nothing was cut off.
  await page.waitForTimeout(1200);
  expect(await spokenIn(page)).toHaveLength(1);
  expect(await cancelsIn(page)).toBe(0);

  // Ending each sentence in turn until the second reply's turn comes.
  const secondSpeaking = second.getByRole("button", { name: "Stop reading aloud" });
  for (let i = 0; i < 80 && !(await secondSpeaking.isVisible()); i++) {
    const count = (await spokenIn(page)).length;
    await endSpeech(page);
    await expect.poll(async () => (await spokenIn(page)).length).toBeGreaterThan(count);
  }
  await expect(secondSpeaking).toBeVisible();
  await expect(first.getByRole("button", { name: "Listen" })).toBeVisible();
  expect(await cancelsIn(page)).toBe(0);

  // Everything spoken before the second reply began is the whole of the first, in order.
  const spoken = await spokenIn(page);
  expect(spoken.length).toBeGreaterThan(1);
  expect(
    letters(
      spoken
        .slice(0, -1)
        .map((u) => u.text)
        .join(" "),
    ),
  ).toBe(letters(firstContent));
  for (const u of spoken) expect(u).toMatchObject({ voice: NOVA_SETTINGS.voice, rate: 1.3 });
});
