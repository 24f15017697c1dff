import { describe, expect, it } from "vitest";
import { CHAT_PAGES, chatPageAt, firstRequests, SHELL_QUERY_PATHS } from "./first-requests";
import { findRoute } from "./route-table";

describe("the first page's reads", () => {
  it("names only pages of the route table, each opening on its own personality's chat", () => {
    for (const [path, page] of Object.entries(CHAT_PAGES)) expect(findRoute(path)?.personality).toBe(page.name);
  });

  it("asks for the session, the shell and the chat the page opens on, with or without a trailing slash", () => {
    expect(SHELL_QUERY_PATHS).toContain("/api/personalities");
    expect(firstRequests("/")).toEqual([
      "/api/session",
      ...SHELL_QUERY_PATHS,
      "/api/personalities/aeris/messages?limit=50",
      "/api/memory/aeris/stats",
    ]);
    expect(firstRequests("/nova/")).toContain("/api/personalities/nova/messages?limit=50");
    expect(chatPageAt("/journal")).toBeUndefined();
    expect(firstRequests("/journal").slice(8)).toEqual(["/api/backups"]);
    expect(firstRequests("/export")).toHaveLength(8);
    // A companion's page opens on its chat and its memory cores.
    expect(firstRequests("/c/rook").slice(8)).toEqual(["/api/personalities/rook/messages?limit=50", "/api/memory/rook/stats"]);
  });

  it("asks for the state of the exchange or council a page shows, and for the backups on /restore", () => {
    expect(firstRequests("/trinity-bridge").at(-1)).toBe("/api/trinity/state");
    expect(firstRequests("/live-chat").at(-1)).toBe("/api/trinity/state");
    expect(firstRequests("/guardian-bridge/").at(-1)).toBe("/api/guardian/state");
    expect(firstRequests("/round-table").at(-1)).toBe("/api/council/state");
    expect(firstRequests("/restore").slice(8)).toEqual(["/api/backups", "/api/backups/health"]);
  });
});
