// Timing in the page itself. Playwright's waits poll the page at growing intervals (0, 20, 50, 100, 100, then every
// 500 ms), so a time read after one of them is rounded up to the next poll, by as much as half a second. These
// scripts note the moment instead: the first frame after the page shows what is waited for, on the page's own clock
// (zero at the start of the navigation). Strings, so the bundler that runs the bench adds nothing of its own (such as
// __name) to code the browser must run.

/**
 * An init script: `window.__onScreen` becomes the time of the first frame after every text in `texts` is in the
 * page (the first one inside a level-1 heading when `heading` is set), for every document of the context.
 */
export const noteWhenShown = (texts: string[], heading = false) => `(() => {
  const texts = ${JSON.stringify(texts)};
  const shown = () => {
    const body = document.body;
    if (!body) return false;
    if (${heading} && ![...document.querySelectorAll("h1")].some((h) => h.textContent.trim() === texts[0])) return false;
    const all = body.textContent;
    return texts.every((t) => all.includes(t));
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__onScreen = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})()`;

/** Reads the time noted by noteWhenShown, once it is there. */
export const READ_SHOWN = `new Promise((resolve) => {
  const read = () => (window.__onScreen === undefined ? requestAnimationFrame(read) : resolve(window.__onScreen));
  read();
})`;

/**
 * Runs in the page, from the click on the chat panel's Send to the first frame showing `reply` in the message list
 * with the panel no longer pending (its data-pending back to "false" after the turn set it to "true").
 */
export const measureTurn = (reply: string) => `new Promise((resolve) => {
  const panel = document.querySelector('[data-testid="chat-panel"]');
  const list = panel.querySelector('[data-testid="message-list"]');
  let start = 0;
  let wasPending = false;
  const observer = new MutationObserver((records) => {
    for (const r of records) if (r.type === "attributes" && r.target === panel && r.oldValue === "true") wasPending = true;
    if (!wasPending || panel.dataset.pending !== "false" || !list.textContent.includes(${JSON.stringify(reply)})) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(panel, { subtree: true, childList: true, characterData: true, attributes: true, attributeOldValue: true, attributeFilter: ["data-pending"] });
  const send = [...panel.querySelectorAll("button")].find((b) => b.textContent.trim() === "Send");
  start = performance.now();
  send.click();
  setTimeout(() => resolve(Number.NaN), 10000);
})`;

/**
 * Runs in the page: clicks the link named `link` in the main navigation and resolves with the time from the click to
 * the first frame showing `text` (the chat opened inside the running app, its history read from the server).
 */
export const measureOpen = (link: string, text: string) => `new Promise((resolve) => {
  let start = 0;
  const observer = new MutationObserver(() => {
    if (!document.body.textContent.includes(${JSON.stringify(text)})) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const a = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((l) => l.textContent.trim() === ${JSON.stringify(link)});
  start = performance.now();
  a.click();
  setTimeout(() => resolve(Number.NaN), 10000);
})`;
