import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { FIRST_PAGE, type FirstAnswer } from "@contract/first-page";
import type { Context, Hono, MiddlewareHandler } from "hono";

/** The app built for Node (client/src/ssr.tsx): which reads a page makes first, and the page drawn with their answers. */
export type FirstPageRenderer = {
  firstRequests: (pathname: string) => string[];
  renderFirstPage: (pathname: string, answers: readonly FirstAnswer[]) => Promise<string>;
};

/**
 * Loads the renderer the first time a page is drawn (start-up does not pay for it); null when it was not built, or
 * cannot be loaded (said once in the log): the browser then draws every page.
 */
export function rendererLoader(file: string | undefined): () => Promise<FirstPageRenderer | null> {
  let loading: Promise<FirstPageRenderer | null> | null = null;
  const load = async (from: string) => {
    try {
      return (await import(pathToFileURL(from).href)) as FirstPageRenderer;
    } catch (error) {
      console.error("The first-page renderer could not be loaded; the browser draws every page", error);
      return null;
    }
  };
  return () => (loading ??= file && existsSync(file) ? load(file) : Promise.resolve(null));
}

/** Brotli's quality 4: a fifth of the size in about 2 ms; the higher qualities take several times longer. */
const brotli = (text: string) => new Uint8Array(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));

/** An app page (the router decides which): not an API call, not a file. */
const isPagePath = (p: string) => !p.startsWith("/api/") && !path.posix.basename(p).includes(".");

/** `<` never appears inside the JSON, so no text in it can close the script element. */
const embeddable = (answers: readonly FirstAnswer[]) => JSON.stringify(answers).replace(/</g, "\\u003c");

const bootScript = new RegExp(`<script id="${FIRST_PAGE.bootScriptId}"[^>]*></script>\\s*`);

const stylesheetLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The built index.html with its stylesheet written into it: a drawn page is painted as soon as its HTML is in, instead
 * of waiting for the styles among the app's code, fonts and portraits. (The stylesheet's URLs are absolute.)
 */
export function inlineStylesheet(template: string, readAsset: (href: string) => string): string {
  const link = template.match(stylesheetLink);
  return link?.[1] ? template.replace(link[0], () => `<style>${readAsset(link[1] as string)}</style>`) : template;
}

/** The built index.html with the drawing in its root, the answers in its head, and no boot script (nothing to ask). */
export function fillTemplate(template: string, drawing: string, answers: readonly FirstAnswer[]): string {
  return template
    .replace(bootScript, "")
    .replace("<html", `<html ${FIRST_PAGE.drawnAttribute}`)
    .replace("</head>", `<script type="application/json" id="${FIRST_PAGE.answersId}">${embeddable(answers)}</script></head>`)
    .replace('<div id="root"></div>', `<div id="root">${drawing}</div>`);
}

type Options = {
  /** The app itself: the first reads go through its own routes, exactly as the browser's would. */
  app: Pick<Hono, "request">;
  indexFile: string;
  loadRenderer: () => Promise<FirstPageRenderer | null>;
  signedIn: (c: Context) => boolean;
};

/**
 * Sends a signed-in browser its page already drawn, with the answers it was drawn from: the page is on screen as soon
 * as the HTML and the styles are in, before any of the app's code has run. Anything else (the gate, a renderer not
 * built, a drawing that fails) gets the plain page, which the browser draws itself.
 */
export function drawnFirstPage({ app, indexFile, loadRenderer, signedIn }: Options): MiddlewareHandler {
  let template: string | undefined;
  return async (c, next) => {
    if (c.req.method !== "GET" || !isPagePath(c.req.path) || !signedIn(c)) return next();
    const renderer = await loadRenderer();
    if (!renderer) return next();
    if (template === undefined) {
      if (!existsSync(indexFile)) return next();
      const dir = path.dirname(indexFile);
      template = inlineStylesheet(readFileSync(indexFile, "utf8"), (href) => readFileSync(path.join(dir, href), "utf8"));
    }
    // The browser's own session and host: the reads pass the same checks its own would.
    const headers = new Headers();
    for (const name of ["cookie", "host"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    try {
      const answers = await Promise.all(
        renderer.firstRequests(c.req.path).map(async (url): Promise<FirstAnswer> => {
          const res = await app.request(new URL(url, c.req.url).href, { headers }, c.env);
          return { url, status: res.status, body: res.ok ? await res.json() : null };
        }),
      );
      const drawing = await renderer.renderFirstPage(c.req.path, answers);
      c.header("Cache-Control", "no-store");
      c.header("Vary", "Accept-Encoding");
      const page = fillTemplate(template, drawing, answers);
      // A page of a hundred kilobytes or more (the styles, the answers): compressed even on this machine, where it
      // costs two milliseconds, as the static files are.
      if (!/\bbr\b/.test(c.req.header("accept-encoding") ?? "")) return c.html(page);
      c.header("Content-Encoding", "br");
      return c.body(brotli(page), 200, { "Content-Type": "text/html; charset=UTF-8" });
    } catch (error) {
      console.error("Drawing the first page failed; the browser draws it instead", error);
      return next();
    }
  };
}
