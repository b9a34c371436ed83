import { describe, expect, it } from 'vitest';
import { externalReferrer, visitorOptedOut } from './visitRules.ts';

describe('visitorOptedOut', () => {
  it.each([
    [{}, false],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, false],
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
  ])('%j → %s', (nav, optedOut) => {
    expect(visitorOptedOut(nav)).toBe(optedOut);
  });
});

describe('externalReferrer', () => {
  const origin = 'https://palabraviva.org';
  it.each([
    ['', null],
    ['https://palabraviva.org/', null],
    ['https://palabraviva.org/blog', null],
    ['https://palabraviva.org', null],
    ['https://palabraviva.org.ejemplo.com/', 'https://palabraviva.org.ejemplo.com/'],
    ['https://www.google.com/', 'https://www.google.com/'],
    ['http://palabraviva.org/', 'http://palabraviva.org/'],
  ])('%s → %s', (referrer, sent) => {
    expect(externalReferrer(referrer, origin)).toBe(sent);
  });
});
