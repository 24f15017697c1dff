import { FIRST_PAGE, type FirstAnswer } from "@contract/first-page";
import type { QueryClient } from "@tanstack/react-query";
import { messagesQueryKey } from "@/features/chat/api/get-messages";
import { messagesPageUrl } from "@/features/chat/api/messages-url";
import { bondStatsQueryKey } from "@/features/owner/api/get-bond-stats";
import { queryPath } from "@/lib/api/query-fn";
import { SESSION_QUERY_KEY } from "@/lib/query-client";
import { chatPageAt, SHELL_QUERY_PATHS } from "./first-requests";

/**
 * Puts the first page's answers in the cache under the keys its queries read them by. The server does this before
 * drawing the page and the browser before taking the drawing over, so both draw from the same data. A read that
 * failed is left out: its query reads again in the browser.
 */
export function seedFirstAnswers(client: QueryClient, pathname: string, answers: readonly FirstAnswer[]): void {
  const bodies = new Map(answers.filter((a) => a.status === 200).map((a) => [a.url, a.body]));
  const put = (url: string, key: readonly unknown[], data = bodies.get(url)) => {
    if (bodies.has(url)) client.setQueryData(key, data);
  };
  put("/api/session", SESSION_QUERY_KEY);
  for (const path of SHELL_QUERY_PATHS) put(path, [path]);
  const chat = chatPageAt(pathname);
  if (!chat) return;
  const newest = messagesPageUrl(chat.name, null);
  put(newest, messagesQueryKey(chat.name), { pages: [bodies.get(newest)], pageParams: [null] });
  if (chat.memoryStats) put(queryPath(bondStatsQueryKey(chat.name)), bondStatsQueryKey(chat.name));
}

/** The answers a drawn page came with, or null for a page the browser draws itself. */
export function readFirstAnswers(): FirstAnswer[] | null {
  const text = document.getElementById(FIRST_PAGE.answersId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstAnswer[];
  } catch {
    return null;
  }
}
