import { expect, type Locator, type Page } from "@playwright/test";
import { ChatPage } from "./chat-page";

/**
 * Headless Chromium cannot recognise speech (it has webkitSpeechRecognition, but no speech service and no
 * microphone to feed it), so these tests put a scripted stand-in in its place: the page builds it as it would the
 * real one, and the test decides what it "hears" (a result, an error) and when.
 */
export type RecognitionSettings = { lang: string; continuous: boolean; interimResults: boolean; maxAlternatives: number };

type StandIn = {
  instances: (RecognitionSettings & { started: boolean; stopped: boolean; aborted: boolean })[];
  startThrows: boolean;
  say: (text: string) => void;
  fail: (error: string) => void;
};
type WithStandIn = Window & { __speech: StandIn };

/** The init script: `mode` "stand-in" puts the scripted recognition in place; "none" takes every one away. */
export async function installSpeechRecognition(page: Page, mode: "stand-in" | "none"): Promise<void> {
  await page.addInitScript((mode) => {
    const w = window as unknown as Record<string, unknown>;
    if (mode === "none") {
      for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) {
        Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
      }
      return;
    }
    type Handler<E> = ((event: E) => void) | null;
    const state = { instances: [] as FakeRecognition[], startThrows: false } as unknown as StandIn & {
      instances: FakeRecognition[];
    };
    class FakeRecognition {
      lang = "";
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      started = false;
      stopped = false;
      aborted = false;
      onresult: Handler<{ resultIndex: number; results: { transcript: string }[][] }> = null;
      onerror: Handler<{ error: string }> = null;
      onend: (() => void) | null = null;
      constructor() {
        state.instances.push(this);
      }
      start() {
        if (state.startThrows) throw new DOMException("recognition has already started", "InvalidStateError");
        this.started = true;
      }
      // As in Chrome: stopping ends the session a moment later.
      stop() {
        this.stopped = true;
        setTimeout(() => this.onend?.(), 10);
      }
      abort() {
        this.aborted = true;
      }
    }
    const last = () => state.instances[state.instances.length - 1];
    state.say = (text) => {
      // As Chrome reports it: the final result, and where the new results start.
      last()?.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] });
      last()?.onend?.();
    };
    state.fail = (error) => {
      last()?.onerror?.({ error });
      last()?.onend?.();
    };
    w.__speech = state;
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  }, mode);
}

/** The microphone toggle of a chat panel, and the stand-in behind it. */
export class Microphone {
  readonly idle: Locator;
  readonly listening: Locator;

  constructor(
    readonly page: Page,
    panel: Locator,
  ) {
    this.idle = panel.getByRole("button", { name: "Voice input", exact: true });
    this.listening = panel.getByRole("button", { name: "Stop voice input", exact: true });
  }

  async expectIdle(): Promise<void> {
    await expect(this.idle).toBeVisible();
    await expect(this.idle).toHaveAttribute("aria-pressed", "false");
    await expect(this.listening).toHaveCount(0);
  }

  async expectListening(): Promise<void> {
    await expect(this.listening).toBeVisible();
    await expect(this.listening).toHaveAttribute("aria-pressed", "true");
  }

  /** How the page set up each recognition it made. */
  settings(): Promise<RecognitionSettings[]> {
    return this.page.evaluate(() =>
      (window as unknown as WithStandIn).__speech.instances.map(({ lang, continuous, interimResults, maxAlternatives }) => ({
        lang,
        continuous,
        interimResults,
        maxAlternatives,
      })),
    );
  }

  say(text: string): Promise<void> {
    return this.page.evaluate((t) => (window as unknown as WithStandIn).__speech.say(t), text);
  }

  fail(error: string): Promise<void> {
    return this.page.evaluate((e) => (window as unknown as WithStandIn).__speech.fail(e), error);
  }

  refuseToStart(): Promise<void> {
    return this.page.evaluate(() => {
      (window as unknown as WithStandIn).__speech.startThrows = true;
    });
  }

  stopped(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as WithStandIn).__speech.instances.at(-1)?.stopped ?? false);
  }
}

type WithMicrophones = Window & { __microphones: MediaStream[] };

/** Keeps every stream getUserMedia hands the page, so a test can see whether the microphone was released. */
export async function watchMicrophones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as WithMicrophones;
    w.__microphones = [];
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      w.__microphones.push(stream);
      return stream;
    };
  });
}

/** The state of every audio track the page was given: "live" while recording, "ended" once released. */
export const microphoneStates = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as WithMicrophones).__microphones.flatMap((s) => s.getAudioTracks().map((t) => t.readyState)));

/** Aeris's chat page (/) with the given speech recognition, and its microphone. */
export async function openAeris(page: Page, recognition: "stand-in" | "none") {
  await installSpeechRecognition(page, recognition);
  const chat = new ChatPage(page, "aeris");
  await chat.open("/");
  return { chat, mic: new Microphone(page, chat.panel) };
}
