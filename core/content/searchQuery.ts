/**
 * A single letter is the prefix of nearly every page of a big library (10,029 of 10,029 for «d» in
 * bench:search) and costs a phone up to a second for a list nobody can use: the search starts at two.
 * Here, not in the search page, because bench:search (scripts/bench/search.ts) counts only the keystrokes
 * that search, by the same rule.
 */
export const MIN_QUERY_LENGTH = 2;
