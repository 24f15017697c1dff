import { ARTIFACTS_URL } from "@contract/artifacts";
import { companionSlugOf } from "@contract/companions";
import { LIGHTS_URL } from "@contract/lights";
import type { PersonalityName } from "@contract/personalities";
import { messagesPageUrl } from "@/features/chat/api/messages-url";

/** What every signed-in page shows first: the header, the sidebar and the sub-header read these. */
export const SHELL_QUERY_PATHS = [
  "/api/personalities",
  "/api/status",
  "/api/consciousness-status",
  "/api/memory-stats",
  "/api/consciousness-mode",
  "/api/owner",
  "/api/companions",
] as const;

/** The pages that open on a personality's chat, and whether they show its memory cores (the consciousness panel). */
export const CHAT_PAGES: Readonly<Record<string, { name: PersonalityName; memoryStats: boolean }>> = {
  "/": { name: "aeris", memoryStats: true },
  "/nova": { name: "nova", memoryStats: false },
  "/musashi": { name: "musashi", memoryStats: false },
  "/socrates": { name: "socrates", memoryStats: false },
};

/** The chat a page opens on: a seed's page, or a companion's (/c/{slug}, with its memory cores). */
export function chatPageAt(pathname: string): { name: PersonalityName; memoryStats: boolean } | undefined {
  const slug = companionSlugOf(pathname);
  if (slug) return { name: slug, memoryStats: true };
  return CHAT_PAGES[pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname];
}

/** The bridge pages and the state each shows (the live conversation is the Trinity's). */
const BRIDGE_PAGES: Readonly<Record<string, string>> = {
  "/trinity-bridge": "/api/trinity/state",
  "/live-chat": "/api/trinity/state",
  "/guardian-bridge": "/api/guardian/state",
  "/round-table": "/api/council/state",
};

/** The reads of the page at this path itself (the chat it opens on, the bridge it shows), beyond the shell's. */
function pageReads(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, "");
  const bridge = BRIDGE_PAGES[path];
  if (bridge) return [bridge];
  if (path === "/restore") return ["/api/backups", "/api/backups/health"];
  if (path === "/journal") return ["/api/backups"];
  if (path === "/map-of-lights") return [LIGHTS_URL];
  if (path === "/artifacts-vault") return [ARTIFACTS_URL, "/api/milestones"];
  const chat = chatPageAt(pathname);
  if (!chat) return [];
  return [messagesPageUrl(chat.name, null), ...(chat.memoryStats ? [`/api/memory/${chat.name}/stats`] : [])];
}

/** Every read a signed-in page at this path makes before anything else: the session, the shell, the chat it opens on. */
export const firstRequests = (pathname: string): string[] => ["/api/session", ...SHELL_QUERY_PATHS, ...pageReads(pathname)];
