import { isHttpUrl, isUsableKey, KEY_TEXT, OPENAI_KEY_PREFIX, SAVE_CHECK_TEXT } from "@contract/provider";
import type { ProviderId } from "@contract/status";
import { errorText, providerStatusOf } from "@/lib/api/api-error";

export type ProviderFormValues = { provider: ProviderId; baseUrl: string; model: string; key: string; hasStoredKey: boolean };
/** The field a problem is said beside (besides the toast, which fades); "form" under the form's buttons. */
export type ProblemField = "key" | "baseUrl" | "model" | "form";
export type FormProblem = { title: string; description: string; field: ProblemField };

/** Spec 000 §5 and 001 §5: checks made before anything is sent. */
export function checkProviderForm(form: ProviderFormValues): FormProblem | null {
  const key = form.key.trim();
  if (key && !isUsableKey(key)) return { title: "Invalid Format", description: KEY_TEXT.shape, field: "key" };
  if (form.provider === "openai") {
    if (!key && !form.hasStoredKey) return { title: "Validation Error", description: KEY_TEXT.empty, field: "key" };
    if (key && !key.startsWith(OPENAI_KEY_PREFIX)) return { title: "Invalid Format", description: KEY_TEXT.openaiPrefix, field: "key" };
  }
  if (form.provider === "openai-compatible") {
    if (!isHttpUrl(form.baseUrl.trim())) {
      return { title: "Validation Error", description: "Enter the server's base URL, e.g. http://127.0.0.1:11434/v1", field: "baseUrl" };
    }
    if (!form.model.trim()) return { title: "Validation Error", description: "Choose the model the server should run", field: "model" };
  }
  return null;
}

/**
 * The field a server's refusal concerns: a key refused (on save, or by the provider in a test: 401 or 403), an address
 * out of reach, a model not found; anything else is the form's.
 */
export function fieldOfFailure(error: unknown): ProblemField {
  const message = errorText(error, "");
  if (!message) return "form";
  const providerStatus = providerStatusOf(error);
  if (message.includes(SAVE_CHECK_TEXT.keyRefused) || providerStatus === 401 || providerStatus === 403) return "key";
  if (message.startsWith("key:") || Object.values(KEY_TEXT).some((text) => message.includes(text))) return "key";
  if (message.includes(SAVE_CHECK_TEXT.unreachable) || message.startsWith("baseUrl:")) return "baseUrl";
  if (message.includes(SAVE_CHECK_TEXT.modelNotFound) || providerStatus === 404 || message.startsWith("model:")) return "model";
  return "form";
}

/** Whether the provider takes a base URL, a model and a key. */
export const FIELDS: Record<ProviderId, { baseUrl: boolean; model: boolean; key: boolean }> = {
  offline: { baseUrl: false, model: false, key: false },
  openai: { baseUrl: false, model: true, key: true },
  "openai-compatible": { baseUrl: true, model: true, key: true },
  local: { baseUrl: false, model: false, key: false },
};
