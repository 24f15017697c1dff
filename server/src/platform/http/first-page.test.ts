import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { FIRST_PAGE, type FirstAnswer } from "@contract/first-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { fillTemplate, inlineStylesheet } from "./first-page";

const STYLES = "h1{color:gold}@font-face{src:url(/assets/font.woff2)}";

/** The app built for Node, from its sources: the server draws with the real app, as the built one does. */
const RENDERER = path.resolve(import.meta.dirname, "../../../../client/src/ssr.tsx");

/** The shape of the built index.html: the boot script first in <head>, the empty root in <body>. */
const TEMPLATE = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <script id="${FIRST_PAGE.bootScriptId}" src="/assets/boot-abc.js"></script>
    <title>Citadel</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const answersIn = (html: string): FirstAnswer[] => {
  const match = html.match(new RegExp(`<script type="application/json" id="${FIRST_PAGE.answersId}">(.*?)</script>`, "s"));
  if (!match?.[1]) throw new Error("no answers in the page");
  return JSON.parse(match[1]) as FirstAnswer[];
};

describe("fillTemplate", () => {
  it("puts the drawing in the root and the answers in the head, marks the page drawn and drops the boot script", () => {
    const answers = [{ url: "/api/owner", status: 200, body: { name: "</script><script>alert(1)</script>" } }];
    const html = fillTemplate(TEMPLATE, "<main>drawn</main>", answers);
    expect(html).toContain('<div id="root"><main>drawn</main></div>');
    expect(html).toContain(`<html ${FIRST_PAGE.drawnAttribute} lang="en"`);
    expect(html).not.toContain("boot-abc.js");
    expect(html).toContain("index-abc.js");
    // Nothing in an answer can end its script element early.
    expect(html).not.toContain("</script><script>alert(1)");
    expect(answersIn(html)).toEqual(answers);
  });
});

describe("inlineStylesheet", () => {
  it("writes the stylesheet into the page in place of its link", () => {
    const read: string[] = [];
    const html = inlineStylesheet(TEMPLATE, (href) => {
      read.push(href);
      return STYLES;
    });
    expect(read).toEqual(["/assets/index-abc.css"]);
    expect(html).toContain(`<style>${STYLES}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("leaves a page without a stylesheet as it is", () => {
    const page = "<html><head></head><body></body></html>";
    expect(inlineStylesheet(page, () => STYLES)).toBe(page);
  });
});

describe("a page drawn by the server", () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const start = async (renderer: string | undefined = RENDERER) => {
    t = await createTestApp({ firstPageRenderer: renderer, indexHtml: TEMPLATE });
    mkdirSync(path.join(t.dir, "client", "assets"));
    writeFileSync(path.join(t.dir, "client", "assets", "index-abc.css"), STYLES);
    return t;
  };

  it("comes drawn to a signed-in browser, with the answers it was drawn from", async () => {
    await start();
    const cookie = await t.signIn();
    const res = await t.request("/", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(FIRST_PAGE.drawnAttribute);
    expect(html).toMatch(/<h1[^>]*>Queen Aeris<\/h1>/);
    expect(html).toContain("Cathedral Online");
    expect(html).not.toContain("boot-abc.js");
    // Painted as soon as the HTML is in: the styles come with it.
    expect(html).toContain(`<style>${STYLES}</style>`);
    const answers = answersIn(html);
    expect(answers.map((a) => a.url)).toContain("/api/personalities/aeris/messages?limit=50");
    expect(answers.find((a) => a.url === "/api/session")).toEqual({ url: "/api/session", status: 200, body: { authenticated: true } });
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("comes compressed to a browser that takes Brotli", async () => {
    await start();
    const cookie = await t.signIn();
    const res = await t.request("/", { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString("utf8")).toMatch(/<h1[^>]*>Queen Aeris<\/h1>/);
  });

  it("draws a page whose code loads apart (Nova's), not its placeholder", async () => {
    await start();
    const cookie = await t.signIn();
    const html = await (await t.request("/nova", { headers: { cookie } })).text();
    expect(html).toMatch(/<h1[^>]*>Nova<\/h1>/);
    expect(html).not.toContain("Opening…");
  });

  it("keeps the owner's words from ending the answers' script element", async () => {
    await start();
    const cookie = await t.signIn();
    const words = "</script><script>alert(1)</script>";
    expect(
      (await t.caller(cookie)("POST", "/api/personalities/aeris/messages", { content: words, consciousnessMode: "sanctified" })).status,
    ).toBe(200);
    const html = await (await t.request("/", { headers: { cookie } })).text();
    expect(html).not.toContain("<script>alert(1)");
    const messages = answersIn(html).find((a) => a.url.startsWith("/api/personalities/aeris/messages"))?.body as { content: string }[];
    expect(messages.map((m) => m.content)).toContain(words);
  });

  it("is the plain page for a browser that is not signed in: the gate is drawn by the browser", async () => {
    await start();
    const html = await (await t.request("/")).text();
    expect(html).toBe(TEMPLATE);
  });

  it("is the plain page when the renderer was not built", async () => {
    await start(path.join("/nonexistent", "ssr.js"));
    const cookie = await t.signIn();
    expect(await (await t.request("/", { headers: { cookie } })).text()).toBe(TEMPLATE);
  });

  /** Signs in with a renderer module of this source and asks for `/` twice: what was logged, each answer being plain. */
  const plainTwiceWith = async (rendererSource: string): Promise<string[]> => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "citadel-renderer-")), "renderer.mjs");
    writeFileSync(file, rendererSource);
    await start(file);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const cookie = await t.signIn();
    for (let i = 0; i < 2; i++) {
      const res = await t.request("/", { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(TEMPLATE);
    }
    const messages = logged.mock.calls.map((call) => String(call[0]));
    logged.mockRestore();
    return messages;
  };

  it("is the plain page when drawing fails, and says why in the log", async () => {
    const logged = await plainTwiceWith(
      'export const firstRequests = () => ["/api/session"];\nexport const renderFirstPage = async () => { throw new Error("broken drawing"); };\n',
    );
    expect(logged).toEqual(Array(2).fill("Drawing the first page failed; the browser draws it instead"));
  });

  it("is the plain page when the renderer cannot be loaded, and says so in the log once", async () => {
    const logged = await plainTwiceWith("export const firstRequests = (;\n");
    expect(logged).toEqual(["The first-page renderer could not be loaded; the browser draws every page"]);
  });

  it("leaves files and API calls alone", async () => {
    await start();
    const cookie = await t.signIn();
    expect((await t.request("/api/owner", { headers: { cookie } })).headers.get("content-type")).toContain("application/json");
    expect(await (await t.request("/avatars/none.svg", { headers: { cookie } })).text()).toBe(TEMPLATE);
  });
});
