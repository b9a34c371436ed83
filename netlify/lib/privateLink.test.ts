import { describe, expect, it } from 'vitest';
import { LINK_SESSION_MINUTES, linkHash, linkSessions, manageLink, newLinkToken } from './privateLink.ts';

const SECRET = 'secreto-de-prueba-con-al-menos-32-caracteres';

describe('private links', () => {
  it('makes 256-bit tokens stored only as their SHA-256', () => {
    const { token, hash } = newLinkToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(linkHash(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newLinkToken().token).not.toBe(token);
  });

  it('puts the token in the fragment of the manage page', () => {
    expect(manageLink('/visitanos/gestionar', 'https://sitio.test', 'abc')).toBe(
      'https://sitio.test/visitanos/gestionar#acceso=abc',
    );
  });
});

describe('link sessions', () => {
  const visits = linkSessions('visit-session', 'visit');
  const signups = linkSessions('signup-session', 'booking');

  it('reads back its own id until it expires', () => {
    const now = Date.now();
    const session = visits.sign(SECRET, 'v-1', now);
    expect(visits.read(SECRET, session, now)).toBe('v-1');
    expect(visits.read(SECRET, session, now + LINK_SESSION_MINUTES * 60_000 - 1)).toBe('v-1');
    expect(visits.read(SECRET, session, now + LINK_SESSION_MINUTES * 60_000)).toBeNull();
  });

  it('opens nothing of another kind, under another secret or once altered', () => {
    const session = visits.sign(SECRET, 'v-1');
    expect(signups.read(SECRET, session)).toBeNull();
    expect(visits.read(`${SECRET}-otro`, session)).toBeNull();
    const [body, mac] = session.split('.');
    const forged = Buffer.from(JSON.stringify({ visit: 'v-2', exp: Date.now() + 60_000 })).toString(
      'base64url',
    );
    expect(visits.read(SECRET, `${forged}.${mac}`)).toBeNull();
    expect(visits.read(SECRET, `${body}.x${mac!.slice(1)}`)).toBeNull();
    expect(visits.read(SECRET, 'sin-punto')).toBeNull();
  });
});
