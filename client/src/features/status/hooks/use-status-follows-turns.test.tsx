import { QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { STATUS_QUERY_KEY, useApiStatus } from "@/shared/api/get-status";
import { settledBadly, useStatusFollowsTurns } from "./use-status-follows-turns";

const status = (problem: string | null) => ({
  openai_enabled: true,
  last_updated: "2026-11-21T09:00:00Z",
  provider: "openai",
  model: "gpt-4o-mini",
  problem,
  transcription: true,
  transcriptionBy: "chat-provider",
  transcriptionProblem: null,
  speechBy: "chat-provider",
  version: "0.2.0",
});

/** A page that sends turns (mutations resolving with what `result` says), with the status query on screen. */
function setUp(firstProblem: string | null) {
  const client = createQueryClient();
  const reads = vi.fn(async (_url: string) => new Response(JSON.stringify(status(null)), { status: 200 }));
  vi.stubGlobal("fetch", reads);
  client.setQueryData(STATUS_QUERY_KEY, status(firstProblem));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useStatusFollowsTurns();
      useApiStatus();
      return useMutation({
        mutationFn: async (outcome: { ok: boolean } | Error) => {
          if (outcome instanceof Error) throw outcome;
          return outcome;
        },
      });
    },
    { wrapper },
  );
  const turn = (outcome: { ok: boolean } | Error) => act(() => result.current.mutateAsync(outcome).catch(() => {}));
  const statusReads = () => reads.mock.calls.filter(([url]) => String(url) === "/api/status").length;
  return { client, turn, statusReads };
}

describe("the status follows the turns", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a turn that failed from one that answered", () => {
    expect(settledBadly(false, { ok: false, message: "The model provider rejected the key (401)" })).toBe(true);
    expect(settledBadly(true, undefined)).toBe(true);
    expect(settledBadly(false, { ok: true })).toBe(false);
    expect(settledBadly(false, undefined)).toBe(false);
  });

  it("reads the status again after a failed turn, and not after good ones while all is well", async () => {
    const { turn, statusReads } = setUp(null);
    await turn({ ok: true });
    await turn({ ok: true });
    expect(statusReads()).toBe(0);
    await turn({ ok: false });
    await waitFor(() => expect(statusReads()).toBe(1));
    await turn(new Error("500: Something went wrong"));
    await waitFor(() => expect(statusReads()).toBe(2));
  });

  it("while the status shows a problem, a good turn reads it again (and turns it back)", async () => {
    const { client, turn, statusReads } = setUp("The model provider rejected the key (401)");
    await turn({ ok: true });
    await waitFor(() => expect(statusReads()).toBe(1));
    await waitFor(() => expect(client.getQueryData<{ problem: string | null }>(STATUS_QUERY_KEY)?.problem).toBeNull());
  });
});
