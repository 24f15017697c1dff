import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cpuMs } from "./server-process";
import {
  type Contender,
  type Direct,
  interleave,
  KINDS,
  type Kind,
  report,
  serverContender,
  summarise,
  TURNS_PER_ROUND,
} from "./turn-cost";

/** The direct calls take 10, 20 and 30 ms by kind; each call is logged. */
function fakeDirect(log: string[]): Direct {
  const call = (kind: Kind, ms: number) => async () => {
    log.push(`direct ${kind}`);
    return ms;
  };
  return {
    "chat turn": call("chat turn", 10),
    "first token": call("first token", 20),
    "Trinity group turn": call("Trinity group turn", 30),
  };
}

/** A build that adds `adds` ms to every turn and costs `cpuPerTurn` ms of CPU for each chat turn it serves. */
function fakeBuild(label: string, adds: number, cpuPerTurn: number, log: string[]): Contender & { said: string[] } {
  let cpu = 1000;
  const said: string[] = [];
  const base: Record<Kind, number> = { "chat turn": 10, "first token": 20, "Trinity group turn": 30 };
  const turn = (kind: Kind) => async (content: string) => {
    log.push(`${label} ${kind}`);
    said.push(content);
    cpu += kind === "Trinity group turn" ? 2 * cpuPerTurn : cpuPerTurn;
    return base[kind] + adds;
  };
  return { label, said, cpuMs: () => cpu, turn: Object.fromEntries(KINDS.map((k) => [k, turn(k)])) as Contender["turn"] };
}

describe("the turn-cost bench", () => {
  it("measures both builds with the same turns, alternating which goes first, warm-up rounds not kept", async () => {
    const log: string[] = [];
    const previous = fakeBuild("previous", 8, 6, log);
    const current = fakeBuild("current", 4, 3, log);
    const m = await interleave(fakeDirect(log), [previous, current], 4, 2);

    expect(previous.said).toEqual(current.said);
    expect(previous.said).toHaveLength(6 * KINDS.length);
    expect(m.order).toEqual([
      ["previous", "current"],
      ["current", "previous"],
      ["previous", "current"],
      ["current", "previous"],
    ]);
    // A round: the mock asked directly, then each build's three kinds of turn, one build after the other.
    expect(log.slice(0, 9)).toEqual([
      "direct chat turn",
      "direct first token",
      "direct Trinity group turn",
      ...KINDS.map((k) => `previous ${k}`),
      ...KINDS.map((k) => `current ${k}`),
    ]);
    expect(log.slice(9, 12).every((l) => l.startsWith("direct"))).toBe(true);
    expect(log[12]).toBe("current chat turn");
    for (const b of m.builds) {
      for (const k of KINDS) expect(b.times[k]).toHaveLength(4);
      expect(b.turns).toBe(4 * TURNS_PER_ROUND);
    }
    for (const k of KINDS) expect(m.direct[k]).toHaveLength(4);
  });

  it("gives each build's added time over the direct calls, its CPU per chat turn, and the ratios", async () => {
    const m = await interleave(fakeDirect([]), [fakeBuild("previous", 8, 6, []), fakeBuild("current", 4, 3, [])], 6, 1);
    const s = summarise(m);
    for (const row of s.rows) {
      expect(row.p50).toEqual([8, 4]);
      expect(row.ratio).toBe(0.5);
    }
    expect(s.cpuPerTurn).toEqual([6, 3]);
    expect(s.cpuRatio).toBe(0.5);
    const lines = report(m, "ea556b92dd47cbafab36624c8b261efbe0d2ba2e").join("\n");
    expect(lines).toContain("compared with commit ea556b92dd47cbafab36624c8b261efbe0d2ba2e");
    expect(lines).toContain("npm run bench -- turn-cost ea556b9");
    expect(lines).toMatch(/chat turn\s+8\.00 \(\s+8\.00\)\s+4\.00 \(\s+4\.00\)\s+0\.50/);
  });

  describe("a server as a contender", () => {
    const requests: { url: string; accept: string; body: Record<string, unknown> }[] = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let text = "";
      for await (const chunk of req) text += chunk;
      requests.push({ url: req.url ?? "", accept: req.headers.accept ?? "", body: JSON.parse(text) });
      if (req.headers.accept === "text/event-stream") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write("event: user\ndata: {}\n\n");
        res.write('event: token\ndata: {"text":"Hi"}\n\n');
        res.end("event: done\ndata: {}\n\n");
      } else res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    afterEach(() => {
      requests.length = 0;
    });

    it("sends a whole turn, a streamed one and the Trinity's two with one group key, and reads the server's CPU", async () => {
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const contender = serverContender("fake", base, "session=1", () => 42);
      for (const kind of KINDS) expect(await contender.turn[kind]("Hello")).toBeGreaterThan(0);
      server.close();

      expect(requests.map((r) => [r.url, r.accept === "text/event-stream"]).slice(0, 2)).toEqual([
        ["/api/personalities/aeris/messages", false],
        ["/api/personalities/aeris/messages", true],
      ]);
      // The group's two arrive together, in either order.
      const [, , a, b] = requests;
      expect([a?.url, b?.url].sort()).toEqual(["/api/personalities/aeris/messages", "/api/personalities/nova/messages"]);
      expect([a?.accept, b?.accept]).toEqual(["text/event-stream", "text/event-stream"]);
      expect(a?.body.groupTurn).toMatch(/^[0-9a-f]{24}$/);
      expect(b?.body.groupTurn).toBe(a?.body.groupTurn);
      expect(requests.every((r) => r.body.content === "Hello")).toBe(true);
      expect(contender.cpuMs()).toBe(42);
    });
  });

  it("reads a process's CPU time from /proc, as process.cpuUsage() counts it", () => {
    const before = cpuMs(process.pid);
    const start = process.cpuUsage();
    let spent = 0;
    while (spent < 300) {
      for (let i = 0; i < 1e5; i++) Math.sqrt(i);
      const used = process.cpuUsage(start);
      spent = (used.user + used.system) / 1000;
    }
    // Ticks of 10 ms: within two of what the process itself counted.
    expect(cpuMs(process.pid) - before).toBeGreaterThanOrEqual(spent - 20);
  });
});
