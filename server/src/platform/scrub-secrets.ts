/** What stands in for a secret that was removed. */
export const REDACTED = "[redacted]";

/** Text shaped like a credential, whoever's it is: bearer and basic tokens, OpenAI-style keys, key fields. */
const CREDENTIAL_SHAPES: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  [/\bsk-[A-Za-z0-9_-]{4,}/g, `sk-${REDACTED}`],
  [/((?:api[_-]?key|x-api-key|authorization|access[_-]?token|secret)["']?\s*[:=]\s*["']?)[^\s"',;}]{4,}/gi, `$1${REDACTED}`],
];

/**
 * Removes secrets from text that may reach the owner, a log or the database: every known secret (the provider key),
 * wherever it appears, and anything shaped like a credential. Provider errors pass here before they leave the model
 * layer, so an error body that echoes the request's Authorization header cannot carry the key any further.
 */
export function scrubSecrets(text: string, known: readonly (string | null | undefined)[] = []): string {
  let out = text;
  // Longest first, so a key that contains another is removed whole. Very short "secrets" would blank ordinary words.
  for (const secret of [...known].filter((s): s is string => !!s && s.length >= 6).sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join(REDACTED);
  }
  for (const [shape, replacement] of CREDENTIAL_SHAPES) out = out.replace(shape, replacement);
  return out;
}

/** An unexpected error as a log line: its stack, scrubbed. */
export const loggable = (error: unknown): string => scrubSecrets(error instanceof Error ? (error.stack ?? error.message) : String(error));
