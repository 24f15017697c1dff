import { describe, expect, it } from "vitest";
import { setUpSignedInAppOnly } from "../../test/signed-in-app";

const { ctx, call: callApi } = setUpSignedInAppOnly();
const call = (method: string, body?: unknown) => callApi(method, "/api/owner", body);

describe("the owner's name", () => {
  it("is Dreamer until changed, and every personality uses the new one", async () => {
    expect(await call("GET")).toEqual({ status: 200, body: { name: "Dreamer" } });
    expect(await call("PUT", { name: "  Alex " })).toEqual({ status: 200, body: { name: "Alex" } });
    expect((await call("GET")).body.name).toBe("Alex");
    const res = await ctx.t.request("/api/personalities/aeris/messages", {
      method: "POST",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      body: JSON.stringify({ content: "Good morning" }),
    });
    expect((await res.json()).aiResponse.content).toContain("Alex");
  });

  it("refuses a blank or overlong name and keeps the old one", async () => {
    await call("PUT", { name: "Alex" });
    expect((await call("PUT", { name: "   " })).body.message).toBe("name: Your name cannot be empty");
    expect((await call("PUT", { name: "x".repeat(65) })).status).toBe(400);
    expect((await call("GET")).body.name).toBe("Alex");
  });
});
