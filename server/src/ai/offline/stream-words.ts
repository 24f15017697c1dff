/** Splits a text into words, each carrying the spaces that follow it, so the pieces join back exactly. */
export function wordPieces(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

/** Yields the text word by word with no delay, and stops as soon as the signal is aborted. */
export async function* streamWords(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const piece of wordPieces(text)) {
    if (signal?.aborted) return;
    yield piece;
  }
}
