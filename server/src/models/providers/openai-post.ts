import { type OpenAIChatOptions, providerLabel, watchdog } from "./openai-chat-provider";
import { providerErrorFromStatus, toProviderError } from "./provider-error";

/**
 * One POST {baseUrl}{path} through the OpenAI protocol (embeddings, transcriptions), with the provider's key and the
 * silence watchdog. A refused status, a timeout, an unreachable server or whatever `read` throws all become the same
 * ProviderErrors as chat; `read` gets the successful response and the label messages name the provider by.
 */
export async function postToProvider<T>(
  options: OpenAIChatOptions,
  path: string,
  request: { headers?: Record<string, string>; body: BodyInit },
  read: (res: Response, label: string) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const label = providerLabel(options.id);
  const guard = watchdog(options.timeoutMs, signal);
  try {
    const res = await fetch(`${options.baseUrl}${path}`, {
      method: "POST",
      headers: { ...request.headers, ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}) },
      body: request.body,
      signal: guard.signal,
    });
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      throw providerErrorFromStatus(res.status, label, Object.fromEntries(res.headers), text, [options.apiKey]);
    }
    return await read(res, label);
  } catch (error) {
    throw toProviderError(error, {
      label,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      timedOut: guard.timedOut,
      apiKey: options.apiKey,
    });
  } finally {
    guard.dispose();
  }
}
