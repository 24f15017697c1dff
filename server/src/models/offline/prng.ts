/** A random source in [0, 1): replies must be reproducible, so nothing here touches Math.random. */
export type Random = () => number;

/** FNV-1a, 32 bits: a cheap, stable hash to fold text into a seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough to pick phrases. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One source per turn: the same seed and turn give the same words, another message or turn gives others. */
export function turnRandom(seed: number, personality: string, message: string, historyLength: number): Random {
  return mulberry32(hashText(`${seed >>> 0}|${personality}|${historyLength}|${message}`));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
