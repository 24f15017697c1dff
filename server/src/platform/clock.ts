/** Services take the time from here so tests can hand in a fixed clock. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
