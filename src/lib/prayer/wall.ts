import { prayedText } from '#core/prayer/prayerText.ts';
import { callFunction, visitorId } from './wallApi.ts';

/**
 * /oracion in the browser: "Oré por ti" counts through public.pray_for and shows the new count at once;
 * the counts refresh from public.prayer_wall() on load and every minute, without a rebuild, and a request
 * that left the wall (withdrawn, expired) is hidden.
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

async function pray(card: HTMLElement, button: HTMLButtonElement, status: HTMLElement) {
  button.disabled = true;
  try {
    const count = await callFunction<number>('pray_for', {
      request_id: card.dataset.prayer,
      visitor_id: visitorId(),
    });
    showCount(card, count);
    button.setAttribute('aria-pressed', 'true');
    status.textContent = 'Gracias por orar. Tu oración quedó contada.';
  } catch (error) {
    status.textContent = `No se pudo contar tu oración: ${(error as Error).message}`;
  } finally {
    button.disabled = false;
  }
}

export function startWall(root: HTMLElement) {
  const status = root.querySelector<HTMLElement>('[data-wall-status]');
  const cards = new Map(
    [...root.querySelectorAll<HTMLElement>('[data-prayer]')].map((card) => [card.dataset.prayer ?? '', card]),
  );
  if (!status || cards.size === 0) return;
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-pray]');
    const card = button?.closest<HTMLElement>('[data-prayer]');
    if (button && card) void pray(card, button, status);
  });
  void refresh(cards);
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh(cards);
  }, REFRESH_MS);
}
