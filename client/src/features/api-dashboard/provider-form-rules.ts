import { isHttpUrl, isUsableKey, KEY_TEXT, OPENAI_KEY_PREFIX } from "@contract/provider";
import type { ProviderId } from "@contract/status";

export type ProviderFormValues = { provider: ProviderId; baseUrl: string; model: string; key: string; hasStoredKey: boolean };
export type FormProblem = { title: string; description: string };

/** Spec 000 §5 and 001 §5: checks made before anything is sent. */
export function checkProviderForm(form: ProviderFormValues): FormProblem | null {
  const key = form.key.trim();
  if (key && !isUsableKey(key)) return { title: "Invalid Format", description: KEY_TEXT.shape };
  if (form.provider === "openai") {
    if (!key && !form.hasStoredKey) return { title: "Validation Error", description: KEY_TEXT.empty };
    if (key && !key.startsWith(OPENAI_KEY_PREFIX)) return { title: "Invalid Format", description: KEY_TEXT.openaiPrefix };
  }
  if (form.provider === "openai-compatible") {
    if (!isHttpUrl(form.baseUrl.trim())) {
      return { title: "Validation Error", description: "Enter the server's base URL, e.g. http://127.0.0.1:11434/v1" };
    }
    if (!form.model.trim()) return { title: "Validation Error", description: "Choose the model the server should run" };
  }
  return null;
}

/** Whether the provider takes a base URL, a model and a key. */
export const FIELDS: Record<ProviderId, { baseUrl: boolean; model: boolean; key: boolean }> = {
  offline: { baseUrl: false, model: false, key: false },
  openai: { baseUrl: false, model: true, key: true },
  "openai-compatible": { baseUrl: true, model: true, key: true },
  local: { baseUrl: false, model: false, key: false },
};
