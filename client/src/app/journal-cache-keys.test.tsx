import { JOURNAL, type JournalEntry } from "@contract/journal";
import { QueryClientProvider as QueryProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLastJournalEntry } from "@/features/admin/api/get-last-journal-entry";
import { useJournal } from "@/features/journal/api/get-journal";
import { renderWithQueries } from "@/test/render";
import { json, stubServer } from "@/test/test-server";

/** Aeris's journal on the server, newest first, served in pages as GET /api/journal/aeris does. */
const entries = Array.from({ length: 9 }, (_, i) => ({ id: 9 - i, dailySummary: `Entry ${9 - i}` }) as JournalEntry);
const serveJournal = () =>
  stubServer({
    "GET /api/journal/aeris": (_init, url) => {
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? JOURNAL.shown);
      return json(entries.slice(offset, offset + limit));
    },
  });

function JournalPage() {
  const journal = useJournal("aeris");
  return journal.isSuccess ? <p data-testid="journal">{journal.data.pages.flat().length} entries</p> : null;
}

function Overview() {
  const last = useLastJournalEntry();
  return last ? <p data-testid="overview">{last.dailySummary}</p> : null;
}

afterEach(() => vi.unstubAllGlobals());

// The journal page reads Aeris's journal in pages, the admin Overview her newest entry: one cache, two shapes. On one
// key, the page opened second read the other's data (an Overview without an entry, or a journal page that broke).
describe("the journal page and the admin Overview read Aeris's journal without clashing", () => {
  it("the journal first, then the Overview", async () => {
    serveJournal();
    const { client, rerender } = renderWithQueries(<JournalPage />);
    expect((await screen.findByTestId("journal")).textContent).toBe(`${JOURNAL.shown} entries`);
    rerender(
      <QueryProvider client={client}>
        <JournalPage />
        <Overview />
      </QueryProvider>,
    );
    expect((await screen.findByTestId("overview")).textContent).toBe("Entry 9");
    expect(screen.getByTestId("journal").textContent).toBe(`${JOURNAL.shown} entries`);
  });

  it("the Overview first, then the journal", async () => {
    serveJournal();
    const { client, rerender } = renderWithQueries(<Overview />);
    expect((await screen.findByTestId("overview")).textContent).toBe("Entry 9");
    rerender(
      <QueryProvider client={client}>
        <Overview />
        <JournalPage />
      </QueryProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("journal").textContent).toBe(`${JOURNAL.shown} entries`));
    expect(screen.getByTestId("overview").textContent).toBe("Entry 9");
  });
});
