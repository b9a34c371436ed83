/**
 * The short number a visitor quotes on WhatsApp ("Petición #482193") and staff see on the inbox row. It is
 * read from the row's own id, so it needs no column, no sequence and no read-back: the browser makes the id
 * of the row it inserts (crypto.randomUUID, anon may write only that id, never read any row) and the server
 * functions answer it with the row they stored. Six digits from the id's first 32 random bits: short enough
 * to say over a phone; two rows may share one, which is why staff match it with the name too.
 */
export const REFERENCE_DIGITS = 6;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function visitorReference(id: string): string {
  if (!UUID.test(id)) throw new Error(`visitorReference: not a row id: ${id}`);
  const number = Number.parseInt(id.slice(0, 8), 16) % 10 ** REFERENCE_DIGITS;
  return String(number).padStart(REFERENCE_DIGITS, '0');
}
