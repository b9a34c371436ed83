import { describe, expect, it } from 'vitest';
import { type LinkWindow, type TokenPlace, takeLinkToken } from './takeLinkToken.ts';

/** A window at `url` whose address bar and tab storage the test can read back. */
function windowAt(url: string) {
  const address = new URL(url);
  const stored = new Map<string, string>();
  const win: LinkWindow = {
    location: address,
    history: {
      state: null,
      replaceState: (_state, _unused, next) => {
        const moved = new URL(next, address);
        address.pathname = moved.pathname;
        address.search = moved.search;
        address.hash = moved.hash;
      },
    },
    sessionStorage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
  };
  return { win, address: () => address.href };
}

describe('takeLinkToken', () => {
  it.each<[string, TokenPlace, string, string]>([
    [
      'the whole fragment',
      { fragment: '' },
      'https://s.org/oracion/mi-peticion#abc_-123',
      'https://s.org/oracion/mi-peticion',
    ],
    [
      'a fragment field',
      { fragment: 'acceso=' },
      'https://s.org/donate/gestionar#acceso=abc_-123',
      'https://s.org/donate/gestionar',
    ],
    [
      'a query field',
      { query: 'token' },
      'https://s.org/baja?token=abc_-123&x=1#top',
      'https://s.org/baja?x=1#top',
    ],
  ])('takes the token from %s out of the address bar', (_name, place, url, after) => {
    const { win, address } = windowAt(url);
    expect(takeLinkToken(win, place, 'k')).toBe('abc_-123');
    expect(address()).toBe(after);
    expect(address()).not.toContain('abc_-123');
  });

  it('gives the tab its token again after a reload, and nothing to a tab that never had one', () => {
    const { win } = windowAt('https://s.org/baja?token=t0k3n');
    takeLinkToken(win, { query: 'token' }, 'k');
    expect(takeLinkToken(win, { query: 'token' }, 'k')).toBe('t0k3n');
    expect(takeLinkToken(windowAt('https://s.org/baja').win, { query: 'token' }, 'k')).toBe('');
  });

  // Moved from donorGifts.test.ts (linkTokenFromHash), the donor page's reading of its fragment.
  it.each([
    ['#acceso=abc.def', 'abc.def'],
    ['#acceso=abc_-x.y%3D', 'abc_-x.y='],
    ['#otra=1', ''],
    ['', ''],
    ['#acceso=', ''],
  ])('reads the donor link %s as %s', (hash, token) => {
    const { win } = windowAt(`https://s.org/donate/gestionar${hash}`);
    expect(takeLinkToken(win, { fragment: 'acceso=' }, null)).toBe(token);
  });

  it('does not keep a single-use token', () => {
    const { win } = windowAt('https://s.org/donate/gestionar#acceso=once');
    expect(takeLinkToken(win, { fragment: 'acceso=' }, null)).toBe('once');
    expect(takeLinkToken(win, { fragment: 'acceso=' }, null)).toBe('');
  });

  it('leaves an address without a token untouched', () => {
    const { win, address } = windowAt('https://s.org/baja?x=1');
    expect(takeLinkToken(win, { query: 'token' }, 'k')).toBe('');
    expect(address()).toBe('https://s.org/baja?x=1');
  });
});
