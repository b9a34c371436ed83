import { PRAYED_KEY, withPrayed } from '#core/prayer/prayedFor.ts';
import { prayedText } from '#core/prayer/prayerText.ts';
import { prayerWallMessages } from '../messages/prayerLinkMessages.ts';
import { callFunction, visitorId } from './wallApi.ts';

/**
 * /oracion in the browser, loaded on the visitor's first move (wallTriggers.ts): "Oré por ti" counts through
 * public.pray_for; the counts refresh from public.prayer_wall() at once and every minute, without a
 * rebuild, and a request that left the wall (withdrawn, expired) is hidden.
 */
const REFRESH_MS = 60_000;

function showCount(card: HTMLElement, count: number) {
  const line = card.querySelector<HTMLElement>('[data-count]');
  if (line && line.textContent !== prayedText(count)) line.textContent = prayedText(count);
}

async function refresh(cards: Map<string, HTMLElement>) {
  const wall = await callFunction<{ id: string; prayed_count: number }[]>('prayer_wall').catch(() => null);
  if (!wall) return;
  const live = new Map(wall.map((row) => [row.id, row.prayed_count]));
  for (const [id, card] of cards) {
    const count = live.get(id);
    card.hidden = count === undefined;
    if (count !== undefined) showCount(card, count);
  }
}

/** Remembers the request as prayed for, so the button still shows it after a reload (core/prayer/prayedFor.ts). */
function rememberPrayed(id: string) {
  try {
    localStorage.setItem(PRAYED_KEY, withPrayed(localStorage.getItem(PRAYED_KEY), id));
  } catch {
    // Storage blocked: the button shows it was pressed until the page is left.
  }
}

/** "Oré por ti": counts this visitor's prayer and shows the new count and the pressed button at once. */
export async function prayWith(wall: HTMLElement, button: HTMLButtonElement) {
  const card = button.closest<HTMLElement>('[data-prayer]');
  const status = wall.querySelector('[data-wall-status]');
  if (!card || !status || button.disabled) return;
  button.disabled = true;
  try {
    const count = await callFunction<number>('pray_for', {
      request_id: card.dataset.prayer,
      visitor_id: visitorId(),
    });
    showCount(card, count);
    button.setAttribute('aria-pressed', 'true');
    rememberPrayed(card.dataset.prayer ?? '');
    status.textContent = prayerWallMessages.prayed;
  } catch (error) {
    status.textContent = prayerWallMessages.prayFailed((error as Error).message);
  } finally {
    button.disabled = false;
  }
}

/** Refreshes the wall's counts now and every minute while the page is visible. */
export function refreshEveryMinute(root: HTMLElement) {
  const cards = new Map(
    [...root.querySelectorAll<HTMLElement>('[data-prayer]')].map((card) => [card.dataset.prayer ?? '', card]),
  );
  if (cards.size === 0) return;
  void refresh(cards);
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh(cards);
  }, REFRESH_MS);
}
