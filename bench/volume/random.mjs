// A seeded pseudo-random source for the volume bench's data (mulberry32): the same seed gives the same
// numbers, so the same seed gives the same site on every run and machine.

/** A generator of numbers in [0, 1) from a 32-bit seed, with helpers to pick from it. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** True with probability `p`. */
  const chance = (p) => next() < p;
  /** `length` lower-case hexadecimal digits. */
  const hex = (length) => {
    let out = "";
    while (out.length < length)
      out += Math.floor(next() * 0x100000000)
        .toString(16)
        .padStart(8, "0");
    return out.slice(0, length);
  };
  return { next, int, pick, chance, hex };
}
