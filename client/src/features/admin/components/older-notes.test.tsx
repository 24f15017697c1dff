import { OLDER_NOTES_TEXT, type OlderNotesOffer } from "@contract/memory-notes";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { renderWithQueries } from "@/test/render";
import { bodiesSent, json, stubServer } from "@/test/test-server";
import { OlderNotes } from "./older-notes";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OFFER: OlderNotesOffer = {
  conversations: [
    { name: "aeris", label: "Aeris", messages: 40 },
    { name: "nova", label: "Nova", messages: 3 },
  ],
  writer: { provider: "openai", label: "OpenAI", model: "gpt-4o-mini", host: "api.openai.com", byRules: false },
};

function render(offer: OlderNotesOffer) {
  const state = { offer };
  const fetch = stubServer({
    "GET /api/memory/notes/older": () => json(state.offer),
    "POST /api/memory/notes/older": () => {
      state.offer = { ...state.offer, conversations: [] };
      return json({ written: 12, conversations: 2 });
    },
  });
  renderWithQueries(
    <>
      <OlderNotes />
      <Toaster />
    </>,
  );
  return fetch;
}

describe("Write notes for older conversations (issue 39)", () => {
  it("says what waits, asks first saying what is sent and where, and sends the writer the owner agreed to", async () => {
    const fetch = render(OFFER);
    expect(await screen.findByText("2 conversations from before notes (43 messages of yours) are not noted.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: OLDER_NOTES_TEXT.action }));
    const dialog = await screen.findByRole("dialog", { name: OLDER_NOTES_TEXT.confirmTitle });
    expect(dialog.textContent).toContain(
      "Your 43 messages in 2 older conversations (Aeris, Nova) will be sent to OpenAI (gpt-4o-mini) at api.openai.com, a batch at a time, for it to write the notes.",
    );
    expect(bodiesSent(fetch, "POST /api/memory/notes/older")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: OLDER_NOTES_TEXT.confirmAction }));
    expect(await screen.findByText("12 new notes from 2 older conversations")).toBeTruthy();
    expect(bodiesSent(fetch, "POST /api/memory/notes/older")).toEqual([{ provider: "openai", model: "gpt-4o-mini" }]);
    await waitFor(() => expect(screen.queryByTestId("older-notes")).toBeNull());
  });

  it("says nothing is sent when the rules write the notes", async () => {
    render({ ...OFFER, writer: { provider: "offline", label: "Offline engine", model: "offline", host: null, byRules: true } });
    fireEvent.click(await screen.findByRole("button", { name: OLDER_NOTES_TEXT.action }));
    expect((await screen.findByRole("dialog")).textContent).toContain("noted by rules on this machine; nothing is sent anywhere");
  });

  it("shows nothing when no older conversation waits", async () => {
    const fetch = render({ ...OFFER, conversations: [] });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId("older-notes")).toBeNull();
  });
});
