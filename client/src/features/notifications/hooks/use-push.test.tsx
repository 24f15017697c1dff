import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushControl } from "../components/push-control";
import { usePush } from "./use-push";

function Push() {
  return <PushControl push={usePush()} blocked={false} />;
}

/** The admin page's push control as the server draws it (no browser), then taken over by the browser. */
async function drawnThenTakenOver(browserCanPush: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });
  const tree = (
    <QueryClientProvider client={client}>
      <Push />
    </QueryClientProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const drawn = container.textContent;
  if (browserCanPush) {
    vi.stubGlobal("PushManager", class {});
    vi.stubGlobal("Notification", { permission: "default" });
    Object.defineProperty(navigator, "serviceWorker", { value: { getRegistration: async () => undefined }, configurable: true });
  }
  const differences: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => differences.push(error) });
  });
  const status = container.querySelector('[role="status"]')?.textContent;
  container.remove();
  return { drawn, differences, status };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("push on this device, in a page the server drew", () => {
  it("is taken over without a difference by a browser that can push, still checking the device", async () => {
    const { drawn, differences, status } = await drawnThenTakenOver(true);
    expect(drawn).toContain("Checking this device…");
    expect(differences).toEqual([]);
    expect(status).toBe("Checking this device…");
  });

  it("says the browser cannot push only once the browser has said so", async () => {
    const { differences, status } = await drawnThenTakenOver(false);
    expect(differences).toEqual([]);
    expect(status).toMatch(/cannot receive push/);
  });
});
