import { VOICE_TEST_LINES } from "@contract/voice";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { type MockOpenAI, startMockOpenAI } from "../testing/mock-openai";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage } from "./support/chat-page";
import { useProvider } from "./support/server-api";
import { installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";
import { TrinityPage } from "./support/trinity-page";
import { VoiceEnginePage } from "./support/voice-engine-page";

// Issue 29: stopping a reply while it is written, and provider speech chosen on the Voice Engine tab. The mock
// OpenAI-compatible server writes the replies and speaks (a WAV tone the browser really plays); headless Chromium has
// no speech voices, so the browser's speech synthesis is the scripted stand-in (support/speech-synthesis-stand-in.ts).
// These switch what the whole server shares (the provider, the voice servers): the "provider" project, one at a time.
test.describe.configure({ mode: "serial" });

const SPEECH_KEY = "kokoro-local-secret-9876";
const SHOTS = "/tmp/shots-voice-out";
const NO_VOICES = { aeris: null, nova: null, musashi: null, socrates: null };

/** The voice servers as they were: no servers of their own, every personality with the browser's voice. */
async function resetVoiceServers(api: APIRequestContext) {
  const res = await api.put("/api/voice-servers", {
    data: {
      speech: { baseUrl: "", model: "", key: "", format: "mp3" },
      transcription: { baseUrl: "", model: "", key: "" },
      voices: NO_VOICES,
    },
  });
  expect(res.ok()).toBe(true);
}

let chatMock: MockOpenAI;
let speechMock: MockOpenAI;
let restore: (() => Promise<void>) | null = null;
test.beforeAll(async () => {
  [chatMock, speechMock] = await Promise.all([startMockOpenAI(), startMockOpenAI({ requiredKey: SPEECH_KEY })]);
});
test.afterAll(async () => {
  await Promise.all([chatMock.close(), speechMock.close()]);
});
test.beforeEach(async ({ page, request }) => {
  chatMock.requests.length = 0;
  speechMock.requests.length = 0;
  restore = await useProvider(request, { provider: "openai-compatible", baseUrl: chatMock.url, model: "mock-small" });
  await installSpeechSynthesis(page);
});
test.afterEach(async ({ request }) => {
  await resetVoiceServers(request);
  await restore?.();
  restore = null;
});

const speechCalls = (m: MockOpenAI) => m.requests.filter((r) => r.path === "/v1/audio/speech");

for (const width of [1280, 390]) {
  test(`at ${width} px, Stop stops a reply while it is written; it keeps its words, marked interrupted`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const text = Array.from({ length: 40 }, (_, i) => `Star ${i} keeps watch over the quiet halls.`).join(" ");
    chatMock.script({ kind: "reply", text, chunkDelayMs: 80 });
    const chat = new ChatPage(page, "socrates");
    await chat.open("/socrates");
    await chat.input.fill(`Tell me of the stars, slowly (${width})`);
    await chat.sendButton.click();
    await expect(chat.pendingReply).toContainText("Star 2 keeps watch");
    const stop = chat.panel.getByRole("button", { name: "Stop the reply" });
    await expect(stop).toBeVisible();
    await expect(chat.sendButton).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/stop-button-${width}.png` });
    await expectNoSeriousA11yViolations(page, `a reply being written, Stop offered (${width} px)`, { layout: "skip" });

    // By keyboard: Stop is a button like any other.
    await stop.focus();
    await page.keyboard.press("Enter");
    await expect(chat.pendingReply).toHaveCount(0);
    const reply = chat.lastAi();
    await expect(reply.getByTestId("interrupted-mark")).toHaveText("interrupted");
    const kept = (await reply.textContent()) ?? "";
    expect(kept).toContain("Star 0 keeps watch");
    expect(kept).not.toContain("Star 39");
    await expect(chat.sendButton).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/interrupted-${width}.png` });

    // Stored that way: after a reload it is still there, still interrupted.
    await chat.open("/socrates");
    await expect(chat.lastAi().getByTestId("interrupted-mark")).toBeVisible();
    await expect(chat.lastAi()).toContainText("Star 0 keeps watch");
  });

  test(`at ${width} px, a provider voice is chosen on the Voice Engine tab, sampled, and speaks read-aloud`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const engine = new VoiceEnginePage(page);
    await engine.open();
    const nova = engine.card("nova");
    await nova.getByLabel("Speaks with").selectOption("provider");
    const name = nova.getByLabel("Provider voice name");
    await expect(name).toHaveValue("alloy");
    await name.fill("shimmer");
    await name.press("Enter");
    await expect.poll(async () => (await (await request.get("/api/voice-servers")).json()).voices.nova).toBe("shimmer");

    // The sample: Nova's test line in that voice, from the chat provider (no speech server of its own yet).
    await nova.getByRole("button", { name: "Play sample Nova" }).click();
    await expect.poll(() => speechCalls(chatMock).length).toBe(1);
    expect(speechCalls(chatMock)[0]?.body).toEqual({
      model: "tts-1",
      voice: "shimmer",
      input: VOICE_TEST_LINES.nova,
      response_format: "mp3",
    });
    // The audio is played to its end, and the button is Play again.
    await expect(nova.getByRole("button", { name: "Play sample Nova" })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("toast").filter({ hasText: "Sample could not be played" })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/voice-engine-provider-${width}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, `the Voice Engine with a provider voice (${width} px)`, { layout: "skip" });

    // A speech server of its own, with its own key: the next sample goes there, and never to the chat provider.
    const servers = page.getByTestId("voice-servers");
    const speech = servers.getByRole("group", { name: "Speech server" });
    await speech.getByLabel("Base URL").fill(speechMock.url);
    await speech.getByLabel("Model").fill("kokoro");
    await speech.getByRole("textbox", { name: "Speech server Key" }).fill(SPEECH_KEY);
    await servers.getByRole("button", { name: "Save servers" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Voice servers saved" })).toBeVisible();
    await expect(servers.getByTestId("speech-use")).toHaveText("Speech server now: its own server");
    await expect(speech.getByText("Stored key …9876 kept unless you type a new one")).toBeVisible();
    await expect(speech.getByRole("textbox", { name: "Speech server Key" })).toHaveValue("");
    await nova.getByRole("button", { name: "Play sample Nova" }).click();
    await expect.poll(() => speechCalls(speechMock).length).toBe(1);
    expect(speechCalls(speechMock)[0]?.headers.authorization).toBe(`Bearer ${SPEECH_KEY}`);
    expect(speechCalls(speechMock)[0]?.body).toMatchObject({ model: "kokoro", voice: "shimmer" });
    expect(speechCalls(chatMock)).toHaveLength(1);
    const shown = await page.content();
    expect(shown).not.toContain(SPEECH_KEY);

    // Read-aloud of a streaming reply in Nova's chat speaks through the speech server, sentence by sentence; the
    // browser's voices say nothing.
    chatMock.script({ kind: "reply", text: "The first light is mine. The second is yours. The third we share.", chunkDelayMs: 60 });
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    await page.evaluate(() => localStorage.setItem("citadel-read-aloud", "true"));
    await chat.open("/nova");
    await chat.input.fill("Speak to me");
    await chat.sendButton.click();
    await expect.poll(() => speechCalls(speechMock).map((c) => c.body.input)).toContain("The first light is mine.");
    await expect
      .poll(() => speechCalls(speechMock).map((c) => c.body.input), { timeout: 15_000 })
      .toEqual([VOICE_TEST_LINES.nova, "The first light is mine.", "The second is yours.", "The third we share."]);
    expect(await spokenIn(page)).toEqual([]);
  });
}

test("on /trinity, Stop stops both sisters' replies; each keeps its words, marked interrupted", async ({ page }) => {
  const text = Array.from({ length: 40 }, (_, i) => `Light ${i} rests on the water.`).join(" ");
  chatMock.script({ kind: "reply", text, chunkDelayMs: 80 });
  const trinity = new TrinityPage(page);
  await trinity.open();
  const asked = `Speak together, slowly ${Date.now()}`;
  await trinity.input.fill(asked);
  await trinity.sendButton.click();
  // Both sisters are being asked (the group's replies come whole, as JSON: the Stop button is all the owner has).
  await expect.poll(() => chatMock.requests.filter((r) => r.path.endsWith("/chat/completions")).length).toBe(2);
  await page.waitForTimeout(600);
  await page.getByRole("button", { name: "Stop the reply" }).click();
  await expect(trinity.replies("Aeris").last().getByTestId("interrupted-mark")).toBeVisible({ timeout: 10_000 });
  await expect(trinity.replies("Nova").last().getByTestId("interrupted-mark")).toBeVisible({ timeout: 10_000 });
  await expect(trinity.replies("Nova").last()).toContainText("Light 0 rests on the water.");
  await expect(trinity.replies("Nova").last()).not.toContainText("Light 39");
  await expect(trinity.sendButton).toBeVisible();
});
