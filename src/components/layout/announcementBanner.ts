/**
 * The announcement banner's behaviour (AnnouncementBanner.astro): shown between its start and end, hidden
 * at its end while the page stays open, and «Cerrar» remembered per announcement. A dismissal already
 * stored hides it before the first paint (BaseLayout's head script sets `banner-closed` on <html>).
 */

/** Whether the banner is hidden at `now`: closed by the visitor, not started yet, or over. */
export const bannerHidden = (now: number, startsAt: number, endsAt: number, closed: boolean) =>
  closed || now < startsAt || now >= endsAt;

/** setTimeout holds at most ~24.8 days; the site is rebuilt at both moments anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds from `now` to each moment still ahead that a timer can wait for. */
export const bannerTimers = (now: number, moments: readonly number[]) =>
  moments.map((moment) => moment - now).filter((wait) => wait > 0 && wait < LONGEST_TIMER_MS);

export function startAnnouncementBanner(): void {
  const banner = document.getElementById('site-banner');
  if (!banner) return;
  const startsAt = Number(banner.dataset.startsAt);
  const endsAt = Number(banner.dataset.endsAt);
  const root = document.documentElement;
  const update = () => {
    banner.hidden = bannerHidden(Date.now(), startsAt, endsAt, root.classList.contains('banner-closed'));
  };
  for (const wait of bannerTimers(Date.now(), [startsAt, endsAt])) setTimeout(update, wait);
  banner.querySelector('[data-banner-close]')?.addEventListener('click', () => {
    root.classList.add('banner-closed');
    try {
      localStorage.setItem(banner.dataset.dismissKey ?? '', '1');
    } catch {
      // Private mode or full storage: closed on this page only.
    }
    update();
  });
  update();
}
