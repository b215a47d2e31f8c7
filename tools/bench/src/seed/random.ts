/** mulberry32: the same data on every run, so runs compare. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** SQLite and MySQL both read this text as a UTC datetime(3). */
export const sqlDate = (date: Date): string => date.toISOString().replace('T', ' ').replace('Z', '');
