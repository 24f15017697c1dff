import { mkdirSync } from "node:fs";
import { expect } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { installSpeechRecognition, Microphone } from "./support/speech-recognition-stand-in";
import { installSpeechSynthesis, spokenIn } from "./support/speech-synthesis-stand-in";
import { expectListening, speakBriefly, callTest as test, transcriptLines } from "./support/voice-call";

// The call with no model (the offline engine answers) and no transcription on the server. Chromium's fake microphone
// plays e2e/fixtures/voice-call/utterance.wav to the real VAD. Headless Chromium cannot recognise speech (it needs
// Google's service) nor speak (it has no voices): the recognition stand-in gives the words the VAD heard, and the
// speech stand-in "speaks" the reply.

const SHOTS = "/tmp/shots-voice-call";
mkdirSync(SHOTS, { recursive: true });

test("with no way to turn speech into text, the call says why and what to set up", async ({ call: page }) => {
  await installSpeechRecognition(page, "none");
  await page.goto("/nova");
  await page.getByRole("button", { name: "Call Nova" }).click();
  const problem = page.getByTestId("call-problem");
  await expect(problem).toContainText("Citadel cannot listen: this browser has no speech recognition");
  await expect(problem).toContainText("Set a transcription server");
  await expect(problem).toContainText("Voice Engine tab");
  await expect(page.getByTestId("call-screen")).toHaveAttribute("data-phase", "ended");
  await expectNoSeriousA11yViolations(page, "the call that cannot listen", { layout: "skip" });
  await page.getByRole("button", { name: "End call" }).click();
  await expect(page.getByTestId("call-screen")).toBeHidden();
});

for (const width of [1280, 390]) {
  test(`in Chromium, whose recognition reaches no speech service, the call ends saying what is wrong, never "Listening", at ${width} px`, async ({
    call: page,
  }) => {
    test.setTimeout(90_000);
    // Nothing is faked: this is Chromium's own webkitSpeechRecognition, which has no speech service to reach here.
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await page.goto("/nova");
    expect(await page.evaluate(() => "webkitSpeechRecognition" in window)).toBe(true);
    await page.getByRole("button", { name: "Call Nova" }).click();
    const screen = page.getByTestId("call-screen");
    const problem = page.getByTestId("call-problem");
    await expect(problem).toContainText("Citadel cannot listen: this browser's speech recognition", { timeout: 60_000 });
    await expect(problem).not.toContainText("has no speech recognition");
    await expect(problem).toContainText("Set a transcription server");
    await expect(screen).toHaveAttribute("data-phase", "ended");
    await expect(page.getByTestId("call-status")).toHaveText("Call ended");
    await page.screenshot({ path: `.tmp/shots/newcomer-call-cannot-listen-${width}.png` });
    await page.getByRole("button", { name: "End call" }).click();
    await expect(screen).toBeHidden();
  });
}

// One personality a width: two calls at once to one chat would take turns (each test's reply must be its own).
for (const { width, path, who, name } of [
  { width: 1280, path: "/", who: "Aeris", name: "aeris" },
  { width: 390, path: "/socrates", who: "Socrates", name: "socrates" },
]) {
  test(`when the browser's voice fails (synthesis-failed), the call says the reply could not be heard, at ${width} px`, async ({
    call: page,
  }) => {
    test.setTimeout(120_000);
    // Headless Chromium can neither recognise speech nor speak: both stand-ins, and the speech one fails on command.
    await installSpeechRecognition(page, "stand-in");
    await installSpeechSynthesis(page);
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await page.goto(path);
    await page.getByRole("button", { name: `Call ${who}` }).click();
    const screen = await expectListening(page);
    await expect(screen).toHaveAttribute("data-phase", "hearing", { timeout: 30_000 });
    await new Microphone(page, page.locator("body")).say("Tell me about the stars");
    await expect(transcriptLines(page, "owner").first()).toHaveText("You: Tell me about the stars", { timeout: 20_000 });
    // Muted once heard, so that the fake microphone's next loop does not interrupt the reply.
    await page.getByRole("button", { name: "Mute" }).click();
    await expect.poll(async () => (await spokenIn(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.evaluate(() =>
      (window as unknown as { __speechSynthesis: { fail: (e: string) => void } }).__speechSynthesis.fail("synthesis-failed"),
    );
    await expect(page.getByTestId("call-problem")).toHaveText(
      `${who} could not be heard: the browser's voice failed (synthesis-failed). The words are in the transcript.`,
    );
    await expect(transcriptLines(page, name).first()).toContainText(new RegExp(`${who}: \\S`));
    await page.screenshot({ path: `.tmp/shots/newcomer-call-not-spoken-${width}.png` });
    await page.getByRole("button", { name: "End call" }).click();
    await expect(page.getByTestId("call-screen")).toBeHidden();
  });
}

test("by keyboard, with the browser's recognition: the words heard are sent, the offline engine's reply is spoken; at 1280 and 390 px, axe-clean", async ({
  call: page,
}) => {
  test.setTimeout(120_000);
  await installSpeechRecognition(page, "stand-in");
  await installSpeechSynthesis(page);
  // What the page asks of the Screen Wake Lock (headless Chromium refuses it: nothing is shown to keep awake).
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __wakeLock: string[] }).__wakeLock = log;
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request ${type}`);
          return { release: async () => void log.push("release") };
        },
      },
    });
  });
  const wakeLock = () => page.evaluate(() => (window as unknown as { __wakeLock: string[] }).__wakeLock);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/musashi");
  const callButton = page.getByRole("button", { name: "Call Musashi" });
  await callButton.focus();
  await page.keyboard.press("Enter");
  const screen = await expectListening(page);
  await expect(page.getByRole("dialog", { name: "Call with Musashi" })).toBeVisible();
  expect(await wakeLock()).toEqual(["request screen"]);
  await speakBriefly(page);

  // The VAD hears the fixture's utterance; the recognition (stand-in) gives its words before it ends.
  await expect(screen).toHaveAttribute("data-phase", "hearing", { timeout: 30_000 });
  await new Microphone(page, page.locator("body")).say("What is the way of the sword?");
  await expect(transcriptLines(page, "owner").first()).toHaveText("You: What is the way of the sword?", { timeout: 20_000 });
  // Muted by keyboard once heard (the fixture's next loop must not interrupt the reply); the call says so.
  const mute = page.getByRole("button", { name: "Mute" });
  await mute.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Unmute" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("call-status")).toHaveText("Muted: the call is not listening");
  await expect(transcriptLines(page, "musashi").first()).toContainText(/Musashi: \S/, { timeout: 30_000 });
  await expect.poll(async () => (await spokenIn(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Mute" })).toHaveAttribute("aria-pressed", "false");
  await expect(screen).toHaveAttribute("data-phase", /listening|hearing/, { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/call-1280.png` });
  await expectNoSeriousA11yViolations(page, "the call screen at 1280 px", { layout: "skip" });

  // The other controls by keyboard: the camera, headphones.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Turn the camera on" })).toBeFocused();
  await page.getByRole("switch", { name: "Headphones (interrupt at once)" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("switch", { name: "Headphones (interrupt at once)" })).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  const box = await screen.boundingBox();
  expect(box?.width).toBe(390); // full screen on a phone
  await page.screenshot({ path: `${SHOTS}/call-390.png` });
  await expectNoSeriousA11yViolations(page, "the call screen at 390 px", { layout: "skip" });

  // Escape ends the call; the focus goes back to the Call button.
  await page.keyboard.press("Escape");
  await expect(screen).toBeHidden();
  await expect(callButton).toBeFocused();
  expect(await wakeLock()).toEqual(["request screen", "release"]);
  // The call's turn is in the chat's history, as a typed one would be.
  await expect(page.getByTestId("chat-panel").getByText("What is the way of the sword?", { exact: true })).toBeVisible();
});
