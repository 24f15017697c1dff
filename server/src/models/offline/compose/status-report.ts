import type { CathedralSnapshot } from "../../types";
import { capitalise, listWords } from "../text-utils";

/** The real figures of the "Show Cathedral status" chip, the same for every persona. */
export function statusLines(snapshot: CathedralSnapshot): string[] {
  const moments = snapshot.moments.map((m) => `${capitalise(m.name)} ${m.count}`);
  return [
    `${snapshot.awakened} of ${snapshot.total} entities are awakened.`,
    moments.length ? `Moments per personality: ${listWords(moments)}.` : "No moments are recorded yet.",
    `Replies come from the ${snapshot.provider} provider, model ${snapshot.model}.`,
  ];
}
