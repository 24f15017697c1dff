import { SPEECH_TEXT } from "@contract/speech";
import { expect, test } from "@playwright/test";
import { openAeris } from "./support/speech-recognition-stand-in";

// Headless Chromium cannot recognise speech: every test here scripts a stand-in SpeechRecognition (see
// support/speech-recognition-stand-in.ts) and decides what it hears. The server's provider is the offline engine here, which
// cannot transcribe, so a browser without recognition has no voice input at all.

test.describe("voice input with the browser's speech recognition", () => {
  test("appends what was heard to the message, with the spec's toasts and listening state", async ({ page }) => {
    const { chat, mic } = await openAeris(page, "stand-in");
    await mic.expectIdle();

    await chat.input.fill("Meet me");
    await mic.idle.click();
    await mic.expectListening();
    await chat.expectToast("Listening...", "Speak now");
    expect(await mic.settings()).toEqual([{ lang: "en-US", continuous: false, interimResults: false, maxAlternatives: 1 }]);

    await mic.say("under the stars");
    await expect(chat.input).toHaveValue("Meet me under the stars");
    await chat.expectToast("Voice Input Received", "under the stars");
    await mic.expectIdle();

    // A second utterance is appended too, and the message is still the owner's to send.
    await mic.idle.click();
    await mic.say("tonight");
    await expect(chat.input).toHaveValue("Meet me under the stars tonight");
    await expect(chat.sendButton).toBeEnabled();
  });

  test("pressing the microphone again stops listening", async ({ page }) => {
    const { chat, mic } = await openAeris(page, "stand-in");
    await mic.idle.click();
    await mic.expectListening();
    await mic.listening.click();
    expect(await mic.stopped()).toBe(true);
    await mic.expectIdle();
    await expect(chat.input).toHaveValue("");
  });

  test("a recognition error says so and stops listening", async ({ page }) => {
    const { chat, mic } = await openAeris(page, "stand-in");
    await chat.input.fill("Unchanged");
    await mic.idle.click();
    await mic.expectListening();
    await mic.fail("network");
    await chat.expectToast("Voice Recognition Error", "Please try again");
    await mic.expectIdle();
    await expect(chat.input).toHaveValue("Unchanged");
  });

  test("a recognition that cannot start says so", async ({ page }) => {
    const { chat, mic } = await openAeris(page, "stand-in");
    await mic.refuseToStart();
    await mic.idle.click();
    await chat.expectToast("Voice Input Error", "Could not start voice recognition. Please try again.");
    await mic.expectIdle();
  });

  test("a browser with no speech recognition, and nobody to transcribe, is told why it cannot listen and what to set up", async ({
    page,
  }) => {
    const { chat, mic } = await openAeris(page, "none");
    // Recorded rather than awaited with a time limit: a slow machine must not turn "no request" into a timing race.
    const transcribeCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/transcribe") transcribeCalls.push(r.url());
    });
    await mic.idle.click();
    await chat.expectToast("Speech Recognition Not Supported", SPEECH_TEXT.cannotListen());
    await mic.expectIdle();
    expect(transcribeCalls).toEqual([]);
  });
});
