import { zonedWallTime } from '../events/recurrence.ts';
import type { Banner } from './banner.ts';

/** The announcement as a page carries it: its words, and its window as instants for the inline script. */
export interface BannerView {
  text: string;
  link?: { label: string; href: string; external: boolean };
  /** Epoch milliseconds of its start and end (the ministry's wall clock turned into instants). */
  startsAt: number;
  endsAt: number;
  /** Where a visitor's «cerrar» is remembered: a new announcement (other words or times) shows again. */
  dismissKey: string;
  /** Shown in the built HTML: the build ran inside its window (visitors without JavaScript see it then). */
  shownAtBuild: boolean;
}

/** FNV-1a, enough to tell one announcement from another in a localStorage key. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The banner every public page carries, or undefined when it is off or already over at build time. A page
 * built before its start carries it hidden; the inline script shows it between start and end, and the
 * site is rebuilt at both moments (private.scheduled_content_due_since) for visitors without JavaScript.
 */
export function bannerView(banner: Banner, timeZone: string, now: Date): BannerView | undefined {
  if (!banner.enabled || !banner.text || !banner.start || !banner.end) return undefined;
  const startsAt = zonedWallTime(`${banner.start}:00`, timeZone).epochMilliseconds;
  const endsAt = zonedWallTime(`${banner.end}:00`, timeZone).epochMilliseconds;
  if (endsAt <= now.getTime()) return undefined;
  const link =
    banner.link && banner.linkLabel
      ? { label: banner.linkLabel, href: banner.link, external: /^https?:/i.test(banner.link) }
      : undefined;
  return {
    text: banner.text,
    ...(link ? { link } : {}),
    startsAt,
    endsAt,
    dismissKey: `anuncio-cerrado:${shortHash(`${banner.text}|${banner.start}|${banner.end}`)}`,
    shownAtBuild: startsAt <= now.getTime(),
  };
}
