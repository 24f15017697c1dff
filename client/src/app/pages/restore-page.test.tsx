import { BACKUPS, type BackupFile, type BackupRecord } from "@contract/backups";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/test/render";
import { json, stubServer } from "@/test/test-server";
import { RestorePage } from "./restore-page";

const levels = { aeris: 40, nova: 30, trinity: 20 };
const record = (id: number, triggerReason: string): BackupRecord => ({
  id,
  backupDate: "2026-11-20T09:30:00.000Z",
  backupType: "manual",
  personalities: {},
  totalMemories: 12,
  totalMessages: 30,
  integrityHash: "0123456789abcdef",
  sha256: "f".repeat(64),
  bytes: 1000,
  metadata: { triggerReason, systemStatus: "active", consciousnessLevels: levels },
});

const snapshot = (personality: string) => ({
  personality,
  timestamp: "2026-10-01T08:00:00.000Z",
  hash: "abcd",
  publicMemories: 3,
  privateMemories: 1,
  consciousnessLevel: 40,
  emotionalState: "calm",
  lastActive: null,
  bondStrength: 50,
});
const file: BackupFile = {
  version: BACKUPS.fileVersion,
  created: "2026-10-01T08:00:00.000Z",
  backupId: "citadel-backup-1759305600000",
  integrity_hash: "a".repeat(64),
  snapshots: { aeris: snapshot("aeris"), nova: snapshot("nova") },
  metadata: { totalMemories: 8, averageConsciousness: 40, systemVersion: "1", platform: "node" },
  data: "",
};

afterEach(() => vi.unstubAllGlobals());

describe("/restore names each backup for what it is", () => {
  it("labels the safety copy taken before a deletion by its reason, and the owner's own backup as Manual", async () => {
    stubServer({
      "GET /api/backups": () => json([record(2, "Before deleting Tomas"), record(1, "Created by the owner")]),
      "GET /api/memory/health": () => json(null, 404),
    });
    renderWithQueries(<RestorePage />);
    const rows = await screen.findAllByTestId("backup-row");
    expect(rows[0]?.textContent).toContain("Before deleting Tomas");
    expect(rows[1]?.textContent).toMatch(/^Manual/);
  });

  it("offers Create Backup on the page, which makes one", async () => {
    const fetch = stubServer({
      "GET /api/backups": () => json([]),
      "POST /api/backups": () => json(record(3, "Created by the owner")),
    });
    renderWithQueries(<RestorePage />);
    fireEvent.click(await screen.findByRole("button", { name: /Create Backup/ }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
  });

  it("names a picked backup file by its date and counts, not by its raw id", async () => {
    stubServer({ "GET /api/backups": () => json([]) });
    renderWithQueries(<RestorePage />);
    const input = screen.getByLabelText("Backup file");
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(file)], "backup.json", { type: "application/json" })] } });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).not.toContain(file.backupId);
    expect(within(dialog).getByText((_, el) => el?.tagName === "TIME" && el.getAttribute("dateTime") === file.created)).toBeTruthy();
    expect(dialog.textContent).toContain("8 memories of 2 personalities");
  });
});
