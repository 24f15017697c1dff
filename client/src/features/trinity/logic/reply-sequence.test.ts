import type { ChatMessage } from "@contract/chat";
import type { TrinityMember } from "@contract/trinity";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { type ReplySequenceDeps, runReplySequence } from "./reply-sequence";

const reply = (id: number, content: string, wordCount: number | null = null): ChatMessage =>
  msg(id, { isFromAI: true, content, wordCount, replyTo: 1 });

/** Promises settled from the test, to script when each reply and each speech ends. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A record of what happened at which fake time. */
function harness(options: { speech: "on" | "off" } = { speech: "on" }) {
  const events: string[] = [];
  const at = () => Date.now();
  const t0 = at();
  const log = (e: string) => events.push(`${at() - t0} ${e}`);
  const aeris = deferred<ChatMessage>();
  const nova = deferred<ChatMessage>();
  const speeches: Record<TrinityMember, ReturnType<typeof deferred<void>>> = { aeris: deferred(), nova: deferred() };
  const deps: ReplySequenceDeps = {
    replies: { aeris: aeris.promise, nova: nova.promise },
    reveal: (member, r) => log(`show ${member} ${r.content}`),
    speak:
      options.speech === "on"
        ? (member) => {
            log(`speak ${member}`);
            return speeches[member].promise;
          }
        : null,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    onFailure: (member) => log(`failed ${member}`),
  };
  return { events, aeris, nova, speeches, deps };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-21T10:00:00Z") });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the group reply sequence", () => {
  it("shows Aeris, speaks her 500 ms later, pauses 5 s after her speech, then shows Nova and speaks her 200 ms later", async () => {
    const h = harness();
    const done = runReplySequence(h.deps);
    // Nova answers first; she still waits her turn.
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(300);
    h.aeris.resolve(reply(1, "Aeris here"));
    await vi.advanceTimersByTimeAsync(499);
    expect(h.events).toEqual(["300 show aeris Aeris here"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.events).toEqual(["300 show aeris Aeris here", "800 speak aeris"]);
    // Her speech takes 7 s, longer than any estimate would.
    await vi.advanceTimersByTimeAsync(7000);
    h.speeches.aeris.resolve();
    await vi.advanceTimersByTimeAsync(4999);
    expect(h.events).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.events.at(-1)).toBe("12800 show nova Nova here");
    await vi.advanceTimersByTimeAsync(199);
    expect(h.events).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.events.at(-1)).toBe("13000 speak nova");
    await done;
  });

  it("waits Aeris's words at 110 a minute plus 5 s when her speech fails", async () => {
    const h = harness();
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "Aeris here", 55)); // 55 words: 30 s at 110 a minute
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(500);
    h.speeches.aeris.reject(new Error("synthesis-failed"));
    await vi.advanceTimersByTimeAsync(30_000 + 5000 - 1);
    expect(h.events.some((e) => e.includes("show nova"))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.events.at(-1)).toBe("35500 show nova Nova here");
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(h.events.at(-1)).toBe("35700 speak nova");
  });

  it("does not hold Nova back for ever when the speech engine never says Aeris has finished", async () => {
    const h = harness();
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "Aeris here", 55)); // 30 s at 110 a minute: given 3 × 30 s + 10 s = 100 s
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(500 + 100_000 + 5000 - 1);
    expect(h.events.some((e) => e.includes("show nova"))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.events.at(-1)).toBe("105500 show nova Nova here");
    await vi.advanceTimersByTimeAsync(200);
    await done;
  });

  it("with read-aloud off, shows Nova 5 s after Aeris's reply shows, however long it is, and speaks no one", async () => {
    const h = harness({ speech: "off" });
    const done = runReplySequence(h.deps);
    const long = Array.from({ length: 90 }, () => "word").join(" "); // 49 s at 110 a minute: not waited for
    h.aeris.resolve(reply(1, long, 90));
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(5000 - 1);
    expect(h.events).toEqual([`0 show aeris ${long}`]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(h.events).toEqual([`0 show aeris ${long}`, "5000 show nova Nova here"]);
  });

  it("shows Nova at once when the owner asks, read-aloud off", async () => {
    const h = harness({ speech: "off" });
    const now = deferred<void>();
    h.deps.showNovaNow = now.promise;
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "Aeris here"));
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(1200);
    now.resolve();
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(h.events).toEqual(["0 show aeris Aeris here", "1200 show nova Nova here"]);
  });

  it("shows Nova at once while Aeris is still being spoken, and has her spoken after Aeris", async () => {
    const h = harness();
    const now = deferred<void>();
    h.deps.showNovaNow = now.promise;
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "Aeris here", 55));
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.events).toEqual(["0 show aeris Aeris here", "500 speak aeris"]);
    now.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.events.at(-1)).toBe("3000 show nova Nova here");
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(h.events.at(-1)).toBe("3200 speak nova");
  });

  it("asked for Nova before Aeris is spoken, still asks for Aeris's speech first", async () => {
    const h = harness();
    const now = deferred<void>();
    h.deps.showNovaNow = now.promise;
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "Aeris here"));
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(100);
    now.resolve();
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(h.events).toEqual(["0 show aeris Aeris here", "100 speak aeris", "100 show nova Nova here", "300 speak nova"]);
  });

  it("asked for Nova before her reply has come, shows it the moment it comes", async () => {
    const h = harness({ speech: "off" });
    const now = deferred<void>();
    h.deps.showNovaNow = now.promise;
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "Aeris here"));
    await vi.advanceTimersByTimeAsync(1000);
    now.resolve();
    await vi.advanceTimersByTimeAsync(9000);
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(h.events).toEqual(["0 show aeris Aeris here", "10000 show nova Nova here"]);
  });

  it("goes straight to Nova when Aeris's reply fails", async () => {
    const h = harness();
    const done = runReplySequence(h.deps);
    h.aeris.reject(new Error("502"));
    h.nova.resolve(reply(2, "Nova here"));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.events).toEqual(["0 failed aeris", "0 show nova Nova here"]);
    await vi.advanceTimersByTimeAsync(200);
    await done;
  });

  it("reports Nova's failure after Aeris's turn", async () => {
    const h = harness({ speech: "off" });
    const done = runReplySequence(h.deps);
    h.aeris.resolve(reply(1, "one two", 2));
    h.nova.reject(new Error("502"));
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(h.events).toEqual(["0 show aeris one two", "5000 failed nova"]);
  });

  it("stops when the page is left during the pause", async () => {
    const h = harness({ speech: "off" });
    h.deps.sleep = () => Promise.reject(new DOMException("left", "AbortError"));
    h.aeris.resolve(reply(1, "Aeris here"));
    h.nova.resolve(reply(2, "Nova here"));
    await expect(runReplySequence(h.deps)).rejects.toThrow("left");
    expect(h.events).toEqual(["0 show aeris Aeris here"]);
  });
});
