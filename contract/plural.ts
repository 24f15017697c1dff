/**
 * A count with its noun: "1 moment", "3 moments"; the plural given when it is not the noun plus "s" ("1 memory",
 * "2 memories"; "1 entry", "4 entries").
 */
export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;
