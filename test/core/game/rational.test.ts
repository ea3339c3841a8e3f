// The exact rationals of battleOdds and duelOdds (src/core/game/rational.ts): Knuth's lcm addition and cross-reduced
// multiplication give the same lowest terms as reducing the plain cross products (issue 15: the gcds of a duel's
// masses), checked against that reference on random fractions (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { q, qAdd, qDiv, qMul, qSub, type Q } from "../../../src/core/game/rational.js";

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};
/** The reference: n/d reduced by the gcd of the two, the sign on the numerator. */
const reduced = (n: bigint, d: bigint): string => {
  if (n === 0n) return "0/1";
  const g = gcd(n, d);
  const s = d < 0n ? -1n : 1n;
  return `${String((s * n) / g)}/${String((s * d) / g)}`;
};
const text = (x: Q): string => `${String(x.n)}/${String(x.d)}`;
/** Numbers of up to 200 bits with shared small factors (the dice's 2, 3 and 5), so that the reductions matter. */
const part = fc
  .tuple(fc.bigInt({ min: 1n, max: 2n ** 200n }), fc.nat(8), fc.nat(8), fc.nat(4))
  .map(([x, a, b, c]) => x * 2n ** BigInt(a) * 3n ** BigInt(b) * 5n ** BigInt(c));
const rational = fc
  .tuple(
    fc.oneof(
      part,
      part.map((x) => -x),
      fc.constant(0n),
    ),
    part,
  )
  .map(([n, d]) => q(n, d));

describe("rational.ts: Knuth's forms, the same lowest terms (issue 15)", () => {
  it("qAdd, qSub, qMul, qDiv: the reference's lowest terms, denominators positive (fast-check)", () => {
    fc.assert(
      fc.property(rational, rational, (a, b) => {
        expect(text(qAdd(a, b))).toBe(reduced(a.n * b.d + b.n * a.d, a.d * b.d));
        expect(text(qSub(a, b))).toBe(reduced(a.n * b.d - b.n * a.d, a.d * b.d));
        expect(text(qMul(a, b))).toBe(reduced(a.n * b.n, a.d * b.d));
        if (b.n !== 0n) expect(text(qDiv(a, b))).toBe(reduced(a.n * b.d, a.d * b.n));
        expect(text(qAdd(a, a))).toBe(reduced(2n * a.n, a.d));
      }),
      { seed: 15, numRuns: 2_000 },
    );
  });

  it("the edge cases: zero, equal denominators, a sum that cancels", () => {
    expect(text(qAdd(q(1n, 6n), q(1n, 3n)))).toBe("1/2");
    expect(text(qAdd(q(1n, 6n), q(-1n, 6n)))).toBe("0/1");
    expect(text(qSub(q(5n, 12n), q(5n, 12n)))).toBe("0/1");
    expect(text(qAdd(q(1n, 4n), q(-1n, 4n)))).toBe("0/1");
    expect(text(qAdd(q(1n, 10n), q(-1n, 15n)))).toBe("1/30");
    expect(text(qMul(q(4n, 9n), q(3n, 8n)))).toBe("1/6");
    expect(text(qMul(q(0n, 1n), q(3n, 8n)))).toBe("0/1");
    expect(text(qDiv(q(1n, 3n), q(-2n, 3n)))).toBe("-1/2");
  });
});
