/**
 * Fixed-size sets of variation positions, 32 per Uint32Array word. The index answers "which
 * variations fit these choices" with a few word-wise ANDs: 10,000 variations are 313 words.
 */

export type Bitset = Uint32Array

export function wordsFor(size: number): number {
  return Math.ceil(size / 32)
}

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordsFor(size))
}

/** Positions 0 … size−1 all set; the bits past `size` in the last word stay clear. */
export function fullBitset(size: number): Bitset {
  const set = new Uint32Array(wordsFor(size)).fill(0xffffffff)
  const spare = set.length * 32 - size
  if (spare > 0) set[set.length - 1] = 0xffffffff >>> spare
  return set
}

export function addBit(set: Bitset, position: number): void {
  set[position >>> 5]! |= 1 << (position & 31)
}

export function hasBit(set: Bitset, position: number): boolean {
  return (set[position >>> 5]! & (1 << (position & 31))) !== 0
}

/** `target` ∩= `other`, in place. */
export function intersectInto(target: Bitset, other: Bitset): void {
  for (let word = 0; word < target.length; word++) target[word]! &= other[word]!
}

/** Whether `a` ∩ `b` is non-empty, stopping at the first shared word. */
export function intersects(a: Bitset, b: Bitset): boolean {
  for (let word = 0; word < a.length; word++) if ((a[word]! & b[word]!) !== 0) return true
  return false
}

/** Whether `a` ∩ `b` ∩ `c` is non-empty. */
export function intersects3(a: Bitset, b: Bitset, c: Bitset): boolean {
  for (let word = 0; word < a.length; word++) if ((a[word]! & b[word]! & c[word]!) !== 0) return true
  return false
}

/** The lowest position in the set, or -1 when it is empty. */
export function firstBit(set: Bitset): number {
  for (let word = 0; word < set.length; word++) {
    const bits = set[word]!
    // `bits & -bits` keeps the lowest set bit; clz32 counts the zeros above it.
    if (bits !== 0) return word * 32 + (31 - Math.clz32(bits & -bits))
  }
  return -1
}

/** Every position in the set, in increasing order. */
export function bitPositions(set: Bitset): number[] {
  const positions: number[] = []
  for (let word = 0; word < set.length; word++) {
    let bits = set[word]!
    while (bits !== 0) {
      const lowest = bits & -bits
      positions.push(word * 32 + (31 - Math.clz32(lowest)))
      bits ^= lowest
    }
  }
  return positions
}
