/**
 * A signed-in page arrives already drawn (server-side rendering): the server reads the page's first answers, draws
 * the app with them, and sends both. The browser then takes the drawing over (hydration) with the same answers.
 */
export const FIRST_PAGE = {
  /** Set on <html> of a page the server drew. */
  drawnAttribute: "data-drawn",
  /** The id of the <script type="application/json"> holding the answers the drawing was made with. */
  answersId: "first-answers",
  /** Set on <html> once the app answers input: the browser has taken the drawing over (or drawn the page itself). */
  interactiveAttribute: "data-interactive",
  /** The id of the boot script (client/src/boot.ts), which a drawn page does without: its answers came with it. */
  bootScriptId: "boot",
} as const;

/** One of the first page's reads as the server answered it (the body only for a 200). */
export type FirstAnswer = { url: string; status: number; body: unknown };
