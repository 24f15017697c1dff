import { VOICE_DEFAULTS } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";

/** Markdown marks read as noise: code fences, emphasis, headings, link targets. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_~#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export const canSpeak = (): boolean => typeof window !== "undefined" && "speechSynthesis" in window;

/** Speaks a text in the personality's voice settings; resolves when done (or stopped), rejects on a speech error. */
export function speak(text: string, personality: PersonalityName): Promise<void> {
  if (!canSpeak()) return Promise.reject(new Error("Speech synthesis is not supported"));
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(speakableText(text));
  const settings = VOICE_DEFAULTS[personality as keyof typeof VOICE_DEFAULTS] ?? VOICE_DEFAULTS.aeris;
  utterance.rate = settings.rate;
  utterance.pitch = settings.pitch;
  utterance.volume = settings.volume;
  utterance.lang = "en-US";
  return new Promise((resolve, reject) => {
    utterance.onend = () => resolve();
    utterance.onerror = (e) => (e.error === "canceled" || e.error === "interrupted" ? resolve() : reject(new Error(e.error)));
    synth.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
