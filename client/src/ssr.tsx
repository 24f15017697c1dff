// The server's entry into the app (built by Vite for Node, see scripts/build-client.mjs): it draws a signed-in page
// with the answers the server read for it, and tells the server which reads those are.

import type { FirstAnswer } from "@contract/first-page";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import { seedFirstAnswers } from "./app/first-answers";
import { firstRequests } from "./app/first-requests";
import { preloadPageCode } from "./app/router";
import { createQueryClient } from "./lib/query-client";

export { firstRequests };

export async function renderFirstPage(pathname: string, answers: readonly FirstAnswer[]): Promise<string> {
  const client = createQueryClient();
  seedFirstAnswers(client, pathname, answers);
  // A page whose code loads apart is loaded first, so it is drawn instead of its "Opening…" placeholder.
  await preloadPageCode(pathname);
  const html = renderToString(
    <StrictMode>
      <App client={client} ssrPath={pathname} />
    </StrictMode>,
  );
  client.clear();
  return html;
}
