/**
 * A model's context length (in tokens) as an OpenAI-compatible server's GET {base}/models reports it, where it does:
 * `context_length` (OpenRouter, LM Studio), `max_context_length`, `context_window`, vLLM's `max_model_len`, and
 * OpenRouter's `top_provider.context_length`. OpenAI itself reports none.
 */
const FIELDS = ["context_length", "max_context_length", "context_window", "max_model_len"] as const;

const tokensOf = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : null;
};

/** The context length one listed model reports, or null when it reports none that can be read. */
export function reportedContextLength(entry: unknown): number | null {
  if (!entry || typeof entry !== "object") return null;
  const record = entry as Record<string, unknown>;
  for (const field of FIELDS) {
    const tokens = tokensOf(record[field]);
    if (tokens) return tokens;
  }
  const top = record.top_provider;
  return top && typeof top === "object" ? tokensOf((top as Record<string, unknown>).context_length) : null;
}

/** The context length the model list gives `model`, or null when the list does not name it or says nothing of it. */
export function contextLengthFromModelList(list: unknown, model: string): number | null {
  const data = (list as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const entry = data.find((m) => m && typeof m === "object" && (m as { id?: unknown }).id === model);
  return reportedContextLength(entry);
}

/** The smaller of the context lengths known (a configured one caps a reported one), or null when neither is. */
export const effectiveContext = (reported: number | null, configured: number | null | undefined): number | null =>
  reported && configured ? Math.min(reported, configured) : (reported ?? configured ?? null);
