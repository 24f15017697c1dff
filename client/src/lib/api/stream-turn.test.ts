import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { msg } from "@/shared/conversation/test-fixtures";
import { StreamCutError, streamTurn } from "./stream-turn";

const chunked = (...chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        const encoder = new TextEncoder();
        for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
        c.close();
      },
    }),
    { headers: { "content-type": "text/event-stream" } },
  );

const handlers = () => ({ onStored: vi.fn(), onToken: vi.fn() });
const answer = (res: Response) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => res),
  );

afterEach(() => vi.unstubAllGlobals());

describe("streamTurn", () => {
  it("reads user, tokens and done, however the bytes are cut", async () => {
    const user = JSON.stringify({ userMessage: msg(1), aiMessageId: 2 });
    const done = JSON.stringify({ aiResponse: msg(2, { isFromAI: true, content: "Hé 🌌" }) });
    const text = `event: user\ndata: ${user}\n\nevent: token\ndata: {"text":"Hé "}\n\nevent: token\ndata: {"text":"🌌"}\n\nevent: done\ndata: ${done}\n\n`;
    // Cut inside the emoji's bytes too.
    const bytes = new TextEncoder().encode(text);
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.slice(i, i + 7));
    answer(
      new Response(
        new ReadableStream({
          start(c) {
            for (const p of pieces) c.enqueue(p);
            c.close();
          },
        }),
        { headers: { "content-type": "text/event-stream" } },
      ),
    );
    const h = handlers();
    const result = await streamTurn("/x", { content: "hi" }, h);
    expect(h.onStored).toHaveBeenCalledWith(msg(1), 2);
    expect(h.onToken.mock.calls.map(([t]) => t).join("")).toBe("Hé 🌌");
    expect(result).toMatchObject({ ok: true, aiResponse: { id: 2, content: "Hé 🌌" } });
  });

  it("asks for an event stream and sends JSON", async () => {
    const fetch = vi.fn(async () => chunked(`event: done\ndata: ${JSON.stringify({ aiResponse: msg(2) })}\n\n`));
    vi.stubGlobal("fetch", fetch);
    await streamTurn("/api/personalities/aeris/messages", { content: "hi" }, handlers());
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ Accept: "text/event-stream", "Content-Type": "application/json" });
    expect(init.body).toBe('{"content":"hi"}');
  });

  it("reports a provider failure from the stream with the stored, failed message", async () => {
    const failed = { message: "refused", providerStatus: null, userMessage: msg(1, { status: "failed", error: "refused" }) };
    answer(
      chunked(
        `event: user\ndata: ${JSON.stringify({ userMessage: msg(1), aiMessageId: 2 })}\n\nevent: failed\ndata: ${JSON.stringify(failed)}\n\n`,
      ),
    );
    const result = await streamTurn("/x", undefined, handlers());
    expect(result).toMatchObject({ ok: false, message: "refused", status: 502, userMessage: { id: 1, status: "failed" } });
  });

  it("understands the JSON forms: a whole turn, and a 502 with the failed message", async () => {
    answer(
      new Response(JSON.stringify({ userMessage: msg(1), aiResponse: msg(2, { content: "whole" }) }), {
        headers: { "content-type": "application/json" },
      }),
    );
    const h = handlers();
    expect(await streamTurn("/x", {}, h)).toMatchObject({ ok: true, aiResponse: { content: "whole" } });
    expect(h.onToken).toHaveBeenCalledWith("whole");

    const body = JSON.stringify({
      error: "provider_error",
      message: "down",
      providerStatus: 503,
      userMessage: msg(1, { status: "failed" }),
    });
    answer(new Response(body, { status: 502 }));
    expect(await streamTurn("/x", {}, handlers())).toMatchObject({ ok: false, providerStatus: 503, status: 502, body });
  });

  it("throws the spec's error for other statuses, and a cut-off error when the stream ends early", async () => {
    answer(new Response('{"message":"Message cannot be empty"}', { status: 400, statusText: "Bad Request" }));
    const error = await streamTurn("/x", {}, handlers()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Message cannot be empty"}');

    answer(chunked('event: token\ndata: {"text":"half"}\n\n'));
    await expect(streamTurn("/x", {}, handlers())).rejects.toBeInstanceOf(StreamCutError);
  });
});
