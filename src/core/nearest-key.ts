// The nearest valid key to an unknown one, for "did you mean" suggestions: shared by the schemas (schema-kit.ts)
// and the core's hand-written options checks (inputs.ts), so that the core entry carries no zod.

/**
 * Levenshtein distance, for suggesting the nearest valid key.
 * @internal
 */
function distance(a: string, b: string): number {
  if (a.length > 64 || b.length > 64) return Math.max(a.length, b.length);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next.push(Math.min((prev[j] as number) + 1, (next[j - 1] as number) + 1, (prev[j - 1] as number) + cost));
    }
    prev = next;
  }
  return prev[b.length] as number;
}

/**
 * The valid key nearest to an unknown one (case-insensitive, at most a third of its length away), if any.
 *
 * @param unknown - the key the input gave
 * @param valid - the keys the schema allows
 * @returns the suggestion, or undefined
 * @example
 * ```ts
 * nearestKey("unspotedRounding", ["unspottedRounding", "gmModifierOrder"]); // "unspottedRounding"
 * ```
 */
export function nearestKey(unknown: string, valid: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(unknown.length / 3)) + 1;
  for (const key of valid) {
    const d = distance(unknown.toLowerCase(), key.toLowerCase());
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  return best;
}
