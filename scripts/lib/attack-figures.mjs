// The attack suite's figures (written by each part to .tmp/attack/*.json) as one line.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const dir = ".tmp/attack";

/** The seed `npm test` attacks with (so its short form is the same every run); `npm run test:attack` draws one. */
export const DEFAULT_ATTACK_SEED = 20261124;
const read = (part) => {
  const file = path.join(dir, `${part}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
};

/** Forgets the figures of an earlier run, so a part that did not run shows as missing. */
export const clearFigures = () => rmSync(dir, { recursive: true, force: true });

/** @param {string} mode @param {number} seed */
export function figuresLine(mode, seed) {
  const fuzz = read("fuzz");
  const crash = read("crash");
  const faults = read("faults");
  const gate = read("gate");
  const turnEnds = read("turnEnds");
  const notesKill = read("notesKill");
  const olderNotesKill = read("olderNotesKill");
  const companionKill = read("companionKill");
  const parts = [
    fuzz
      ? `${fuzz.requests} fuzzed requests to ${fuzz.routesHit}/${fuzz.routes} routes, ${fuzz.serverErrors} server errors`
      : "fuzzer did not finish",
    crash
      ? `${crash.kills} kills, ${crash.confirmed} confirmed messages (${crash.exchangeLines} of them exchange lines; ${crash.codeWrites ?? 0} code terminal writes and imported lines; ${crash.pushWrites ?? 0} push subscriptions saved or deleted; ${crash.backups} backups and ${crash.exports ?? 0} exports checked whole), ${crash.lost} lost, ${crash.leftPending} left pending`
      : "crash test did not finish",
    faults ? `${faults.faults} provider faults, ${faults.problems} mishandled` : "provider faults did not finish",
    turnEnds
      ? `${turnEnds.streamed} overlapping streamed turns under faults (${turnEnds.retriedAfter429} retried after a 429, ${turnEnds.retries} Retry, ${turnEnds.regenerations} regenerations, ${turnEnds.stops ?? 0} Stop pressed, ${turnEnds.stopped ?? 0} replies stopped), ${turnEnds.problems} not ended by exactly one done or failed`
      : "turn ends did not finish",
    gate ? `${gate.asked} requests past the gate without a valid session, ${gate.letIn} let in` : "gate test did not finish",
    notesKill ? `${notesKill.kills} kills during memory notes, ${notesKill.notes} notes whole` : "notes kill test did not finish",
    olderNotesKill
      ? `${olderNotesKill.kills} kills while older conversations were noted, ${olderNotesKill.notes} notes whole, none at a start`
      : "older notes kill test did not finish",
    companionKill
      ? `${companionKill.kills} kills while companions were made (${companionKill.created}) and deleted (${companionKill.deleted}), none half there`
      : "companion kill test did not finish",
  ];
  return `attack (${mode}, seed ${seed}): ${parts.join("; ")}`;
}
