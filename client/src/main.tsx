import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { warmUp } from "./app/warm-up";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

/** How long the first drawing waits for the first answers before it shows "Opening the Citadel…" instead. */
const FIRST_ANSWERS_WAIT_MS = 150;

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
const client = createQueryClient();
// A returning owner's first answers are usually in already (the boot script asked for them while this code loaded):
// drawing once they are in puts the whole page on screen in one go.
const wait = new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
void Promise.race([warmUp(client), wait]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  ),
);
