/**
 * Closest candidate by edit distance, scored like FuzzySet's Levenshtein rescoring:
 * 1 − distance / longer length, case-insensitive. Used for PostgREST's "Perhaps you meant…" hints.
 */
export function closestMatch(
  target: string,
  candidates: Iterable<string>,
  minScore: number,
): { match: string; score: number } | undefined {
  let best: { match: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = similarity(target.toLowerCase(), candidate.toLowerCase());
    if (score >= minScore && (!best || score > best.score)) best = { match: candidate, score };
  }
  return best;
}

export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}
