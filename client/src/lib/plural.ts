/** "1 moment", "3 moments". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
