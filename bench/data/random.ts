// A small seeded generator (sfc32, seeded through splitmix32): the same seed gives the same dataset on every
// machine, which Math.random and crypto cannot.

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const splitmix = () => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
    // The first outputs of sfc32 still echo the seed: discard them.
    for (let i = 0; i < 15; i += 1) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of `choices`, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let target = this.next() * total;
    for (const [value, weight] of choices) {
      target -= weight;
      if (target < 0) return value;
    }
    return choices[choices.length - 1][0];
  }

  /** Exponentially distributed with the given mean: waiting times between events. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** A small Poisson count (Knuth's method; fine for means up to a few dozen). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  /** A version 4 UUID drawn from this generator. */
  uuid(): string {
    const w0 = this.uint32();
    const w1 = this.uint32();
    const w2 = this.uint32();
    const w3 = this.uint32();
    return (
      HEX[w0 >>> 24] +
      HEX[(w0 >>> 16) & 0xff] +
      HEX[(w0 >>> 8) & 0xff] +
      HEX[w0 & 0xff] +
      '-' +
      HEX[w1 >>> 24] +
      HEX[(w1 >>> 16) & 0xff] +
      '-' +
      HEX[0x40 | ((w1 >>> 8) & 0x0f)] +
      HEX[w1 & 0xff] +
      '-' +
      HEX[0x80 | ((w2 >>> 24) & 0x3f)] +
      HEX[(w2 >>> 16) & 0xff] +
      '-' +
      HEX[(w2 >>> 8) & 0xff] +
      HEX[w2 & 0xff] +
      HEX[w3 >>> 24] +
      HEX[(w3 >>> 16) & 0xff] +
      HEX[(w3 >>> 8) & 0xff] +
      HEX[w3 & 0xff]
    );
  }
}

/**
 * A bijection of 32-bit integers that looks random: distinct inputs give distinct outputs, so a counter
 * run through it yields short references that are unique without remembering the ones already issued.
 */
export function scramble32(value: number, key: number): number {
  let x = (value ^ key) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

export function hex32(value: number): string {
  return HEX[value >>> 24] + HEX[(value >>> 16) & 0xff] + HEX[(value >>> 8) & 0xff] + HEX[value & 0xff];
}
