import { describe, expect, it } from 'vitest';
import type { Banner } from './banner.ts';
import { bannerView } from './bannerView.ts';

const ZONE = 'America/Mexico_City';
const banner: Banner = {
  enabled: true,
  text: 'Este domingo nos reunimos a las 9:00',
  linkLabel: 'Ver horarios',
  link: '/contact#horarios',
  start: '2026-12-20T08:00',
  end: '2026-12-27T12:00',
};
/** 20 December 2026 08:00 and 27 December 12:00 in Mexico City (UTC−6). */
const START = Date.parse('2026-12-20T14:00:00Z');
const END = Date.parse('2026-12-27T18:00:00Z');

describe('the announcement banner', () => {
  it('turns the wall-clock window of the ministry’s zone into instants', () => {
    expect(bannerView(banner, ZONE, new Date(START - 1))).toMatchObject({ startsAt: START, endsAt: END });
  });

  it.each([
    ['before its start: carried hidden', START - 60_000, false],
    ['at its start: shown', START, true],
    ['a minute before its end: shown', END - 60_000, true],
  ])('%s', (_, now, shown) => {
    expect(bannerView(banner, ZONE, new Date(now))?.shownAtBuild).toBe(shown);
  });

  it.each([
    ['once over', { ...banner }, END],
    ['when off', { ...banner, enabled: false }, START],
    ['without text', { ...banner, text: '' }, START],
  ])('is left out of the pages %s', (_, value, now) => {
    expect(bannerView(value, ZONE, new Date(now))).toBeUndefined();
  });

  it('links inside the site in the same tab and elsewhere in a new one', () => {
    expect(bannerView(banner, ZONE, new Date(START))?.link).toEqual({
      label: 'Ver horarios',
      href: '/contact#horarios',
      external: false,
    });
    const external = { ...banner, link: 'https://example.org/campamento' };
    expect(bannerView(external, ZONE, new Date(START))?.link?.external).toBe(true);
  });

  it('remembers a dismissal per announcement: new words or times show again', () => {
    const key = (value: Banner) => bannerView(value, ZONE, new Date(START))?.dismissKey;
    expect(key(banner)).toBe(key({ ...banner }));
    expect(key(banner)).not.toBe(key({ ...banner, text: 'Otro anuncio' }));
    expect(key(banner)).not.toBe(key({ ...banner, end: '2026-12-28T12:00' }));
  });
});
