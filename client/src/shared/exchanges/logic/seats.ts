import { MEMBER_LIMITS } from "@contract/exchanges";

export type SeatOption = { name: string; label: string };

/** The seeds who can take any seat (they speak for themselves), with the names they speak under. */
export const SEED_SEATS: readonly SeatOption[] = [
  { name: "aeris", label: "Aeris" },
  { name: "nova", label: "Nova" },
  { name: "musashi", label: "Musashi" },
  { name: "socrates", label: "Socrates" },
];

/** Who may be seated: the four seeds, then the owner's companions by name. */
export const seatOptions = (companions: readonly { slug: string; name: string }[] | undefined): SeatOption[] => [
  ...SEED_SEATS,
  ...(companions ?? []).map((c) => ({ name: c.slug, label: c.name })),
];

export const DEFAULT_PAIR = ["aeris", "nova"] as const;
export const DEFAULT_COUNCIL = ["aeris", "nova", "musashi", "socrates"] as const;

/** Why these seats cannot be filled, or null when they can (the server checks the same). */
export function seatProblem(kind: keyof typeof MEMBER_LIMITS, seats: readonly string[]): string | null {
  if (new Set(seats).size !== seats.length) return "Each member takes one seat: choose two different personalities.";
  const { min, max } = MEMBER_LIMITS[kind];
  if (seats.length < min || seats.length > max) {
    return min === max ? `The bridge pairs exactly ${min}.` : `Seat ${min} to ${max} members (${seats.length} chosen).`;
  }
  return null;
}

/** The members to send: none when they are the kind's own (the request stays the spec's). */
export const membersToSend = (seats: readonly string[], defaults: readonly string[]): string[] | undefined =>
  seats.join() === defaults.join() ? undefined : [...seats];

/** "Aeris, Nova and Rook": names as a sentence says them. */
export const namesInWords = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
