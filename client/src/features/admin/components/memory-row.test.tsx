import type { MemoryListItem } from "@contract/memory";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { memoryItem } from "@/test/memory-fixtures";
import { renderWithQueries } from "@/test/render";
import { bodiesSent, json, stubServer } from "@/test/test-server";
import { MemorySystemTab } from "./memory-system-tab";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const memory = memoryItem;

function renderTab(items: MemoryListItem[]) {
  const state = { items };
  const fetch = stubServer({
    "GET /api/memory/aeris/items": (_init, url) => {
      const kind = url?.searchParams.get("kind");
      const items = state.items.filter((m) => (kind === "notes" ? m.noteKind !== null : kind === "said" ? m.noteKind === null : true));
      return json({ core: "public", items, nextBefore: null });
    },
    "POST /api/memory/notes/write": () => {
      state.items = [memory(9, { content: "Dreamer loves tea.", noteKind: "like", role: "system" }), ...state.items];
      return json({ written: 1 });
    },
    "PATCH /api/memory/items/7": (init) => {
      const patch = JSON.parse(String(init?.body));
      state.items = state.items.map((m) => (m.id === 7 ? { ...m, ...patch } : m));
      return json(state.items.find((m) => m.id === 7));
    },
    "DELETE /api/memory/items/7": () => {
      state.items = state.items.filter((m) => m.id !== 7);
      return json({ deleted: true, id: 7 });
    },
  });
  renderWithQueries(
    <>
      <MemorySystemTab />
      <Toaster />
    </>,
  );
  return fetch;
}

const row = async (id: number) =>
  within(
    await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-memory-id="${id}"]`);
      if (!found) throw new Error(`no memory ${id} yet`);
      return found;
    }),
  );

describe("the Memory System tab's memories", () => {
  it("pins and unpins a memory", async () => {
    const fetch = renderTab([memory(7, { content: "My sister keeps bees" }), memory(8)]);
    fireEvent.click((await row(7)).getByRole("button", { name: "Pin" }));
    expect(await screen.findByText("Memory Pinned")).toBeTruthy();
    await waitFor(async () => expect((await row(7)).getByText("Pinned")).toBeTruthy());
    const unpin = (await row(7)).getByRole("button", { name: "Unpin" });
    expect(unpin.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(unpin);
    await waitFor(async () => expect((await row(7)).getByRole("button", { name: "Pin" })).toBeTruthy());
    expect(bodiesSent(fetch, "PATCH /api/memory/items/7")).toEqual([{ pinned: true }, { pinned: false }]);
  });

  it("corrects a memory's words", async () => {
    const fetch = renderTab([memory(7, { content: "My sister keeps bees in Valparaiso" })]);
    fireEvent.click((await row(7)).getByRole("button", { name: "Correct" }));
    const box = (await row(7)).getByLabelText("Correct this memory") as HTMLTextAreaElement;
    expect(box.value).toBe("My sister keeps bees in Valparaiso");
    fireEvent.change(box, { target: { value: "My sister keeps bees in Santiago" } });
    fireEvent.click((await row(7)).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Memory Corrected")).toBeTruthy();
    await waitFor(async () => expect((await row(7)).getByText("My sister keeps bees in Santiago")).toBeTruthy());
    expect(bodiesSent(fetch, "PATCH /api/memory/items/7")).toEqual([{ content: "My sister keeps bees in Santiago" }]);
  });

  it("deletes a memory only once the owner confirms", async () => {
    const fetch = renderTab([memory(7), memory(8)]);
    fireEvent.click((await row(7)).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this memory?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(bodiesSent(fetch, "DELETE /api/memory/items/7")).toEqual([]);
    fireEvent.click((await row(7)).getByRole("button", { name: "Delete" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete this memory?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Memory Deleted")).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-memory-id="7"]')).toBeNull());
    expect(document.querySelector('[data-memory-id="8"]')).toBeTruthy();
  });

  it("marks notes, filters them from what was said, and writes notes now", async () => {
    renderTab([memory(7, { content: "Dreamer's sister is Anna.", noteKind: "person", role: "system" }), memory(8)]);
    expect((await row(7)).getByText("Note: Person")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Notes" }));
    await waitFor(() => expect(document.querySelector('[data-memory-id="8"]')).toBeNull());
    expect(document.querySelector('[data-memory-id="7"]')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "What was said" }));
    await waitFor(() => expect(document.querySelector('[data-memory-id="7"]')).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    fireEvent.click(screen.getByRole("button", { name: "Write notes now" }));
    expect(await screen.findByText("Notes Written")).toBeTruthy();
    expect((await row(9)).getByText("Note: Likes")).toBeTruthy();
  });
});
