import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findAppRoot } from "../../platform/app-root";
import { openDatabase } from "../../platform/db/connection";
import { seedPersonalities } from "../../seed";
import { fillMessages } from "./fill-messages";

/** The stated ceiling: the archive is built with the JavaScript heap capped here, and resident memory grows by less. */
const HEAP_CAP_MB = 48;
const RSS_GROWTH_CEILING_MB = 112;
const MESSAGES = 100_000;

describe("an archive of 100,000 messages", () => {
  it(`is built within a ${HEAP_CAP_MB} MB heap, resident memory growing by under ${RSS_GROWTH_CEILING_MB} MB`, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-export-ceiling-"));
    try {
      const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
      seedPersonalities(db);
      // About 40 MB of words: held whole, as JSON and text, the archive would be well over 100 MB.
      fillMessages(db, MESSAGES);
      db.$client.close();
      const child = path.join(import.meta.dirname, "export-ceiling.child.ts");
      const out = execFileSync(process.execPath, [`--max-old-space-size=${HEAP_CAP_MB}`, "--import", "tsx", child, dir], {
        encoding: "utf8",
      });
      const record = JSON.parse(out);
      expect(record).toMatchObject({ status: "ready", holds: { conversations: 5, messages: MESSAGES } });
      expect(record.rssGrowthMb).toBeLessThan(RSS_GROWTH_CEILING_MB);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
