import type { Db } from "./connection";

/**
 * Which data the database holds (issue 39). A restore replaces all of it and begins the next generation. Work that
 * read the data, went away (a model writing a reply) and comes back to write, checks in its write that its generation
 * still holds: after a restore the rows it meant are gone, or are others under the same ids, and it writes nothing.
 */
const generations = new WeakMap<Db["$client"], number>();

export const dataGeneration = (db: Db): number => generations.get(db.$client) ?? 0;

/** The data was replaced (a restore): what was begun before writes nothing now. */
export function beginGeneration(db: Db): void {
  generations.set(db.$client, dataGeneration(db) + 1);
}
