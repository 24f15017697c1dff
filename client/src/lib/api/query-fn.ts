import type { QueryFunction } from "@tanstack/react-query";
import { fetchRead } from "../early-requests";
import { ensureOk } from "./api-error";

/** §7: a read GETs the path made by joining the query key's segments with slashes. */
export const queryPath = (queryKey: readonly unknown[]) => queryKey.join("/");

export function getQueryFn<T>(options: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetchRead(queryPath(queryKey), signal);
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await ensureOk(res);
    return (await res.json()) as T;
  };
}
