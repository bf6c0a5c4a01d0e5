/** A small, fast, seeded PRNG (sfc32): the demo world is the same for the same seed. */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Heavy-tailed: Pareto with minimum 1 and shape `alpha` (smaller is heavier). */
  pareto(alpha: number): number {
    return 1 / (1 - this.next()) ** (1 / alpha);
  }

  /** Normal(0, 1) by Box–Muller. */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

/** Draws indexes in proportion to their weights in O(log n) (cumulative sums + binary search). */
export class WeightedPicker {
  private readonly cumulative: Float64Array;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i] as number;
      this.cumulative[i] = sum;
    }
  }

  get size(): number {
    return this.cumulative.length;
  }

  pick(rng: Prng): number {
    const total = this.cumulative[this.cumulative.length - 1] ?? 0;
    const target = rng.next() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
