/** A seeded source of numbers in [0, 1) (mulberry32), so a chaos run can be replayed from its seed. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function between(random: Random, [min, max]: readonly [number, number]): number {
  return Math.floor(min + random() * (max - min + 1));
}
