import type { RememberedResponse } from "@contract/memory";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { Toaster } from "@/shared/ui/toaster";
import { memoryItem } from "@/test/memory-fixtures";
import { renderWithQueries } from "@/test/render";
import { json, stubServer } from "@/test/test-server";
import { ChatPanel } from "./chat-panel";

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 384 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 640 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (id: number, over: Partial<RememberedResponse["items"][number]>): RememberedResponse["items"][number] => ({
  ...memoryItem(id),
  speaker: "Ada",
  source: { kind: "none" },
  ...over,
});

const REMEMBERED: RememberedResponse = {
  messageId: 3,
  items: [
    item(11, {
      content: "My sister keeps bees in Valparaiso",
      source: { kind: "message", personality: "nova", messageId: 1, groupTurn: false },
    }),
    item(12, {
      content: "We spoke of the comet",
      role: "assistant",
      speaker: "Nova",
      pinned: true,
      source: { kind: "message", personality: "nova", messageId: 9, groupTurn: true },
    }),
    item(13, {
      content: "On the Trinity Bridge, Aeris told me: hello",
      role: "system",
      speaker: "Nova",
      source: { kind: "exchange", exchangeId: 4, exchangeKind: "trinity", place: "on the Trinity Bridge" },
    }),
  ],
};

function renderChat() {
  const fetch = stubServer({
    "GET /api/owner": () => json({ name: "Ada" }),
    "GET /api/personalities/nova/messages": () =>
      json([
        msg(1, { content: "My sister keeps bees in Valparaiso" }),
        msg(2, { content: "Lovely", isFromAI: true, replyTo: 1 }),
        msg(3, { content: "Her bees are on a roof", isFromAI: true, replyTo: 1 }),
      ]),
    "GET /api/messages/3/remembered": () => json(REMEMBERED),
    "GET /api/messages/2/remembered": () => json({ messageId: 2, items: [] }),
  });
  renderWithQueries(
    <>
      <ChatPanel name="nova" displayName="Nova" />
      <Toaster />
    </>,
  );
  return fetch;
}

const disclosureOf = async (replyId: number) => {
  const reply = await waitFor(() => {
    const found = document.querySelector(`[data-message-id="${replyId}"]`);
    if (!found?.parentElement) throw new Error("not yet");
    return found.parentElement;
  });
  return within(reply).getByTestId("remembered") as HTMLDetailsElement;
};

const open = (details: HTMLDetailsElement) => {
  details.open = true;
  fireEvent(details, new Event("toggle"));
};

describe("what a reply remembered", () => {
  it("is read only when opened, then lists each memory with who said it and where", async () => {
    const fetch = renderChat();
    const details = await disclosureOf(3);
    expect(within(details).getByText("What was remembered")).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/remembered"))).toBe(false);
    open(details);
    expect(await within(details).findByText("Remembered 3 things")).toBeTruthy();
    const items = within(details).getAllByTestId("remembered-item");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Ada said"),
      expect.stringContaining("Nova said"),
      expect.stringContaining("Said on the Trinity Bridge"),
    ]);
    expect(
      within(items[1] as HTMLElement)
        .getByRole("link", { name: "Said in the Trinity group chat" })
        .getAttribute("href"),
    ).toBe("/trinity");
    expect(within(items[1] as HTMLElement).getByLabelText("Pinned")).toBeTruthy();
    // A line of an exchange links to the page that lists it, which opens it.
    expect(
      within(items[2] as HTMLElement)
        .getByRole("link", { name: "Said on the Trinity Bridge" })
        .getAttribute("href"),
    ).toBe("/trinity-bridge?exchange=4");
  });

  it("goes to the message a memory was said in, and marks it", async () => {
    renderChat();
    const details = await disclosureOf(3);
    open(details);
    fireEvent.click(await within(details).findByRole("button", { name: "Show where it was said" }));
    await waitFor(() => expect(document.querySelector("[data-message-id='1']")?.closest("[data-highlighted]")).toBeTruthy());
  });

  it("says when a reply remembered nothing older", async () => {
    renderChat();
    const details = await disclosureOf(2);
    open(details);
    expect(await within(details).findByText("Remembered nothing older for this reply")).toBeTruthy();
    expect(within(details).getByText("Remembered 0 things")).toBeTruthy();
  });
});
