import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { eventStream } from "./event-stream";

describe("an event stream answered in-process (Hono's helper)", () => {
  it("delivers every event sent, the last one included, even when the handler ends right after sending it", async () => {
    const app = new Hono();
    app.get("/", (c) =>
      eventStream(c, async ({ send }) => {
        send("user", { n: 1 });
        send("token", { text: "a" });
        send("done", { n: 2 });
      }),
    );
    const text = await (await app.request("/")).text();
    expect([...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1])).toEqual(["user", "token", "done"]);
  });
});
