import { chatMessageSchema } from "@contract/chat-schemas";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { ctx, call, selectMock } = setUpSignedInApp();

/** A small red JPEG, as the browser sends it after shrinking. */
const picture = jpeg.encode({ width: 8, height: 4, data: Buffer.alloc(8 * 4 * 4, 0).fill(0xff) }, 80).data;
const imageBase64 = `data:image/jpeg;base64,${picture.toString("base64")}`;

/** The image part of the last chat-completions request the mock received. */
const sentImage = (): string | undefined => {
  const last = ctx.mock.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1);
  const messages = (last?.body as { messages?: { content: unknown }[] } | undefined)?.messages ?? [];
  return /data:image\/jpeg;base64,[A-Za-z0-9+/=]+/.exec(JSON.stringify(messages.at(-1)?.content))?.[0];
};

describe("the image sent with a message", () => {
  it("is kept with the owner's message and served back as it was sent", async () => {
    const { status, body } = await call("POST", "/api/personalities/aeris/messages", { content: "Look at this", imageBase64 });
    expect(status).toBe(200);
    const { userMessage, aiResponse } = body;
    expect(userMessage.imageUrl).toBe(`/api/messages/${userMessage.id}/image`);
    expect(aiResponse.imageUrl).toBeNull();

    const history = (await call("GET", "/api/personalities/aeris/messages")).body.map((m: unknown) => chatMessageSchema.parse(m));
    expect(history.map((m: { imageUrl: string | null }) => m.imageUrl)).toEqual([userMessage.imageUrl, null]);

    const res = await ctx.t.request(userMessage.imageUrl, { headers: { cookie: ctx.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(picture)).toBe(true);
  });

  it("is shown to the model again when a failed reply is retried, and when a reply is regenerated", async () => {
    await selectMock();
    ctx.mock.script({ kind: "status", status: 401 });
    const failed = await call("POST", "/api/personalities/nova/messages", { content: "What is in my picture?", imageBase64 });
    expect(failed.status).toBe(502);
    expect(sentImage()).toBe(imageBase64);

    ctx.mock.script({ kind: "reply", text: "A red field, small and bright." });
    const retried = await call("POST", `/api/messages/${failed.body.userMessage.id}/retry`);
    expect(retried.status).toBe(200);
    expect(sentImage()).toBe(imageBase64);

    ctx.mock.script({ kind: "reply", text: "Red, like a sunset." });
    const regenerated = await call("POST", `/api/messages/${retried.body.aiResponse.id}/regenerate`);
    expect(regenerated.status).toBe(200);
    expect(sentImage()).toBe(imageBase64);
  });

  it("must be a picture: an SVG (a document that can run script) is refused and nothing is stored", async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from("<svg onload='alert(1)'/>").toString("base64")}`;
    const { status, body } = await call("POST", "/api/personalities/aeris/messages", { content: "hi", imageBase64: svg });
    expect(status).toBe(400);
    expect(body.message).toMatch(/JPEG, PNG, GIF or WebP/);
    expect((await call("GET", "/api/personalities/aeris/messages")).body).toEqual([]);
  });

  it("answers 404 for a message without an image or an unknown message, and 401 without a session", async () => {
    const { body } = await call("POST", "/api/personalities/aeris/messages", { content: "No picture" });
    expect((await ctx.t.request(`/api/messages/${body.userMessage.id}/image`, { headers: { cookie: ctx.cookie } })).status).toBe(404);
    expect((await ctx.t.request("/api/messages/999999/image", { headers: { cookie: ctx.cookie } })).status).toBe(404);
    expect((await ctx.t.request("/api/messages/abc/image", { headers: { cookie: ctx.cookie } })).status).toBe(400);
    expect((await ctx.t.request(`/api/messages/${body.userMessage.id}/image`)).status).toBe(401);
  });
});
