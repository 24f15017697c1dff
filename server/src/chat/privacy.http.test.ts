import { describe, expect, it } from "vitest";
import { TEST_CODE } from "../../test/harness";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call } = setUpSignedInApp();

const NEW_CODE = "a brand new access code";
const signInWith = (code: string) => ctx.t.json("POST", "/api/session", { code });

describe("privacy", () => {
  it("changes the access code only with the current one, signing every other browser out", async () => {
    const other = await ctx.t.signIn();
    const wrong = await call("POST", "/api/session/code", { current: "not the code", next: NEW_CODE });
    expect(wrong.status).toBe(403);
    expect((await ctx.t.caller(other)("GET", "/api/status")).status).toBe(200);
    expect((await call("POST", "/api/session/code", { current: TEST_CODE, next: "short" })).status).toBe(400);

    const changed = await call("POST", "/api/session/code", { current: TEST_CODE, next: NEW_CODE });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    // This browser stays; the other is out; the old code no longer opens the gate, the new one does.
    expect((await call("GET", "/api/status")).status).toBe(200);
    expect((await ctx.t.caller(other)("GET", "/api/status")).status).toBe(401);
    expect((await signInWith(TEST_CODE)).status).toBe(401);
    expect((await signInWith(NEW_CODE)).status).toBe(200);
    expect((await ctx.t.json("POST", "/api/session/code", { current: NEW_CODE, next: "whatever-else" })).status).toBe(401);
  });

  it("signs out everywhere", async () => {
    const other = await ctx.t.signIn();
    const out = await call("DELETE", "/api/session/all");
    expect(out.body).toMatchObject({ success: true, message: "2 browsers signed out" });
    expect((await call("GET", "/api/status")).status).toBe(401);
    expect((await ctx.t.caller(other)("GET", "/api/status")).status).toBe(401);
  });

  it("clears a core only when confirmed, and backs it up first", async () => {
    await call("POST", "/api/personalities/nova/messages", { content: "Keep this close" });
    const count = () =>
      ctx.t.db.$client.prepare("SELECT count(*) FROM memories WHERE personality_id = 2 AND core = 'public'").pluck().get();
    const before = count();
    expect((await call("POST", "/api/memory/nova/clear", { core: "public" })).status).toBe(400);
    expect(count()).toBe(before);
    expect(ctx.t.backups.list()).toHaveLength(0);
    const cleared = await call("POST", "/api/memory/nova/clear", { core: "public", confirm: true });
    expect(cleared.body).toMatchObject({ success: true, removed: before });
    expect(count()).toBe(0);
    const [backup] = ctx.t.backups.list();
    expect(backup).toMatchObject({ backupType: "manual", metadata: { triggerReason: expect.stringContaining("public core") } });
    expect(backup?.personalities.nova?.publicMemories).toBe(before);
  });
});
