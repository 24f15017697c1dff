// Character cards (issue 31): how long the largest card takes to read and to write again, and what looking for lore
// costs a turn with a full book. Prints figures; asserts nothing.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CARD_MAX_BYTES, LORE_ENTRIES_USED } from "../../contract/cards";
import { keepLore, loreFor } from "../../server/src/companions/cards/lore-store";
import { readCardFile } from "../../server/src/companions/cards/read-card";
import { writeCard } from "../../server/src/companions/cards/write-card";
import { mulberry32 } from "../../server/src/models/offline/prng";
import { getPersonality } from "../../server/src/personas/personalities";
import { findAppRoot } from "../../server/src/platform/app-root";
import { openDatabase } from "../../server/src/platform/db/connection";
import { seedPersonalities } from "../../server/src/seed";
import { picture, pngWithChunks, V3_CARD } from "../../server/test/cards";
import { makeSentence } from "./memory-words";
import { percentile, removeDir } from "./server-process";

const TURNS = 400;

/** A V3 PNG card just under 20 MB: a 1,024 px portrait and a description padding the card to the limit. */
function largestCard(): Buffer {
  const image = picture(1024, 1024);
  const card = structuredClone(V3_CARD) as { data: Record<string, unknown> };
  const room = Math.floor(((CARD_MAX_BYTES - image.length - 4096) * 3) / 4);
  card.data.description = "A".repeat(room - JSON.stringify(card).length);
  return pngWithChunks({ ccv3: Buffer.from(JSON.stringify(card)).toString("base64") }, image);
}

const time = (f: () => unknown) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

export async function benchCards() {
  console.log("\nCharacter cards (issue 31)");
  const file = largestCard();
  const reads = Array.from({ length: 5 }, () => time(() => readCardFile(file)));
  const read = readCardFile(file);
  const writes = Array.from({ length: 5 }, () => time(() => writeCard(read.card, read.portrait, "png")));
  console.log(
    `  a ${(file.length / 1024 / 1024).toFixed(1)} MB PNG card (1,024 px portrait): read ${percentile(reads, 0.5).toFixed(0)} ms,` +
      ` written again as PNG ${percentile(writes, 0.5).toFixed(0)} ms (median of 5)`,
  );

  const dir = mkdtempSync(path.join(os.tmpdir(), "citadel-bench-cards-"));
  const db = openDatabase(path.join(dir, "citadel.sqlite"), path.join(findAppRoot(), "server/src/platform/db/migrations"));
  try {
    seedPersonalities(db);
    const random = mulberry32(20261126);
    const aeris = getPersonality(db, "aeris").id;
    const entries = Array.from({ length: LORE_ENTRIES_USED }, (_, i) => ({
      keys: [`lorekey${i}`, makeSentence(random).split(" ").slice(0, 2).join(" ")],
      content: makeSentence(random),
      enabled: true,
      insertionOrder: i,
      rest: { extensions: {}, use_regex: false },
    }));
    keepLore(db, aeris, { entries, rest: { extensions: {} } });
    const recent = () => Array.from({ length: 4 }, () => `${makeSentence(random)} lorekey${Math.floor(random() * LORE_ENTRIES_USED)}`);
    const turns = Array.from({ length: TURNS }, () => time(() => loreFor(db, aeris, recent())));
    console.log(
      `  lore for a turn, a ${LORE_ENTRIES_USED.toLocaleString("en")}-entry book, 4 messages scanned: p50 ${percentile(turns, 0.5).toFixed(2)} ms,` +
        ` p95 ${percentile(turns, 0.95).toFixed(2)} ms (load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} CPUs)`,
    );
  } finally {
    db.$client.close();
    removeDir(dir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchCards();
