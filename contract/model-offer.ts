/**
 * Issue 26: what the newcomer is told while the offline engine answers: the two ways to a real model (the recommended
 * local model, or a provider) and what changes with one. Shown on the first visit until dismissed, and in the status
 * card for as long as the offline engine answers.
 */
export const MODEL_OFFER_TEXT = {
  title: "Give the personalities a real model",
  /** Folded (the first sight, on every width): what answers now, and the offer in one line. */
  folded: "The offline engine answers now; download a model or connect a provider.",
  unfold: "Show how",
  fold: "Hide",
  now: "The built-in offline engine is answering. It needs no network and no model, and stays in character, but it speaks from lines written ahead, so its replies soon repeat.",
  changes:
    "With a model, each reply is written fresh from your words, the conversation so far and what they remember. Nothing else changes: your conversations and memories stay as they are.",
  localTitle: "Download the recommended model",
  localBody: (name: string, size: string) =>
    `${name}, about ${size}, runs on this machine's processor: nothing you say leaves it. A reply takes a few seconds.`,
  download: (size: string) => `Download (about ${size})`,
  downloadShort: (size: string) => `Download a local model (${size})`,
  downloading: (name: string) => `Downloading ${name}`,
  done: "Downloaded: the local model answers from now on.",
  useLocal: "Answer with the local model",
  providerTitle: "Connect a provider",
  providerBody:
    "OpenAI with your key, or a model server you run: Ollama or LM Studio (their addresses are ready to pick on the API Keys page).",
  providerLink: "Connect a provider",
  dismiss: "Not now",
  dismissNote: "Both stay on the API Keys page for whenever you want them.",
  /** The status card's line while the offline engine answers. */
  statusLine: "Offline engine answering: replies from lines written ahead.",
} as const;

/** This browser remembers that the owner put the first visit's offer away (a UI preference of the device). */
export const MODEL_OFFER_DISMISSED_KEY = "citadel-model-offer-dismissed";
