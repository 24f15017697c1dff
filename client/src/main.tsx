import { STORAGE_KEYS } from "@contract/constants";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readFirstAnswers, seedFirstAnswers } from "./app/first-answers";
import { preloadPageCode } from "./app/router";
import { warmUp } from "./app/warm-up";
import { afterNextPaint } from "./lib/after-first-paint";
import { createQueryClient } from "./lib/query-client";
import { writeStored } from "./lib/storage";
import "./styles.css";

/** How long the first drawing waits for the first answers before it shows "Opening the Citadel…" instead. */
const FIRST_ANSWERS_WAIT_MS = 150;

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
const client = createQueryClient();
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
const answers = readFirstAnswers();

if (answers) {
  // The server drew this page (it does so only for a signed-in browser) with these answers: the app takes the drawing
  // over from the same data, once the page's own code is in.
  writeStored(STORAGE_KEYS.access, "true");
  seedFirstAnswers(client, window.location.pathname, answers);
  void preloadPageCode(window.location.pathname).then(() =>
    hydrateRoot(root, app, {
      // React redraws a part that disagrees with the server's drawing; said plainly, so a test can catch it.
      onRecoverableError: (error) => console.error("The page differed from the server's drawing", error),
    }),
  );
} else {
  // A returning owner's first answers are usually in already (the boot script asked for them while this code
  // loaded): drawing once they are in puts the whole page on screen in one go.
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
  void Promise.race([warmUp(client), wait]).then(() => createRoot(root).render(app));
}

// The installable app's service worker, once the page is on screen (it never holds back the first drawing).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  afterNextPaint(() => void import("./lib/pwa/register-service-worker").then((m) => m.registerServiceWorker()));
}
