import type { Position } from '#core/site/openings.ts';

/** Where /careers writes its open positions for the application modal (a JSON data block, never run). */
export const OPEN_POSITIONS_ID = 'open-positions';

/**
 * The open positions of the openings area, as the careers page wrote them at build time: the modal lists,
 * details and offers them in its dropdown without carrying the site content in its bundle.
 */
export function openPositions(): readonly Position[] {
  try {
    const positions = JSON.parse(document.getElementById(OPEN_POSITIONS_ID)?.textContent ?? '[]');
    return Array.isArray(positions) ? positions : [];
  } catch {
    return [];
  }
}
