/**
 * The requests this browser prayed for on /oracion, kept in localStorage so «Oré por ti» still shows it was
 * pressed after a reload (issue 34, item 8). The page restores it before any interaction with a small
 * inline script that reads the same key (src/pages/oracion/index.astro); the wall's code writes it.
 */
export const PRAYED_KEY = 'oracion:ore';

/** The most ids kept: the wall holds far fewer requests at once, and storage stays small. */
export const PRAYED_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ids stored, ignoring anything that is not a list of request ids (an old or tampered value). */
export function prayedIds(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string' && UUID.test(id))
      : [];
  } catch {
    return [];
  }
}

/** What to store after praying for `id`: it last, once, the oldest dropped past the limit. */
export function withPrayed(stored: string | null, id: string): string {
  const ids = [...prayedIds(stored).filter((known) => known !== id), id];
  return JSON.stringify(ids.slice(-PRAYED_LIMIT));
}
