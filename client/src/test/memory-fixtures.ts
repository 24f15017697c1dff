import type { MemoryListItem } from "@contract/memory";

/** A memory as the lists show it, for component tests. */
export const memoryItem = (id: number, over: Partial<MemoryListItem> = {}): MemoryListItem => ({
  id,
  role: "user",
  content: `memory ${id}`,
  createdAt: "2026-11-20T10:00:00.000Z",
  importance: 6,
  core: "public",
  pinned: false,
  noteKind: null,
  ...over,
});
