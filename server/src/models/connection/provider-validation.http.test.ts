import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BASE_URL_TEXT, KEY_TEXT, LOCAL_PATH_TEXT } from "@contract/provider";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../../test/signed-in-app";

const { ctx, call } = setUpSignedInApp();

/** What the dashboard shows, to prove a refused change left it as it was. */
const view = async () => (await call("GET", "/api/provider")).body;

describe("provider settings are checked at the door", () => {
  it("refuses a key that could not travel in a header, and keeps the Citadel answering", async () => {
    const before = await view();
    for (const key of ["sk-line\nbreak", "sk-with space", "sk-ключ-1234", "sk-tab\there", "sk-nul\u0000byte"]) {
      for (const [method, url, body] of [
        ["PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small", key }],
        ["POST", "/api/update-api-key", { service: "openai", key }],
        ["POST", "/api/test-openai", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "mock-small", key }],
        ["POST", "/api/provider/models", { provider: "openai-compatible", baseUrl: ctx.mock.url, key }],
      ] as const) {
        const answer = await call(method, url, body);
        expect(answer.status, `${method} ${url} ${JSON.stringify(key)}`).toBe(400);
        expect(answer.body.message).toContain(KEY_TEXT.shape);
      }
    }
    expect(await view()).toEqual(before);
    const turn = await call("POST", "/api/personalities/nova/messages", { content: "Still here?" });
    expect(turn.status).toBe(200);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("refuses addresses that are not http or https", async () => {
    for (const baseUrl of ["http://", "ftp://models.lan/v1", "javascript:alert(1)", "http://exa mple.com/v1", "127.0.0.1:11434"]) {
      const answer = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl, model: "m" });
      expect(answer.status, baseUrl).toBe(400);
      expect(answer.body.message).toBe(`baseUrl: ${BASE_URL_TEXT}`);
    }
    expect((await view()).selected).toBeNull();
  });

  it("says what is missing instead of asking a server with no model or no key", async () => {
    const noModel = await call("POST", "/api/test-openai", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "" });
    expect(noModel).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Choose a model/) } });
    const noKey = await call("POST", "/api/test-openai", { provider: "openai", key: "" });
    expect(noKey).toMatchObject({ status: 400, body: { message: expect.stringMatching(/No OpenAI key/) } });
    const noKeyModels = await call("POST", "/api/provider/models", { provider: "openai", key: "" });
    expect(noKeyModels.status).toBe(400);
    const lineInModel = await call("PUT", "/api/provider", { provider: "openai-compatible", baseUrl: ctx.mock.url, model: "a\nb" });
    expect(lineInModel.status).toBe(400);
    expect(ctx.mock.requests).toHaveLength(0);
  });

  it("opens only GGUF files from the models folder, and never quotes a file", async () => {
    const modelsDir = path.join(ctx.t.dir, "models");
    mkdirSync(modelsDir, { recursive: true });
    writeFileSync(path.join(modelsDir, "pretend.gguf"), "root:x:0:0:root:/root:/bin/bash\n");
    for (const localModelPath of ["/etc/passwd", "../secret.key", "/etc/passwd.gguf", `${modelsDir}/../citadel.sqlite`]) {
      for (const [method, url] of [
        ["POST", "/api/test-openai"],
        ["PUT", "/api/provider"],
      ] as const) {
        const answer = await call(method, url, { provider: "local", localModelPath });
        expect(answer.status, `${url} ${localModelPath}`).toBe(400);
        expect(answer.body.message).toBe(`localModelPath: ${LOCAL_PATH_TEXT}`);
      }
    }
    expect((await view()).selected).toBeNull();
    // A file in the folder may be chosen; one that is not a model is named as such, its bytes never shown.
    const pretend = await call("POST", "/api/test-openai", { provider: "local", localModelPath: "pretend.gguf" });
    expect(pretend.status).toBe(502);
    expect(pretend.body.message).toBe("pretend.gguf is not a GGUF model file");
  });
});
