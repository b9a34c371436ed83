import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  signUnsubscribeToken,
  UNSUBSCRIBE_LINK_DAYS,
  unsubscribeKey,
  verifyUnsubscribeToken,
} from './unsubscribeToken.ts';

const key = unsubscribeKey({}, 'service-role-key');
const id = '3f1c2b7e-8a4d-4f21-9c3b-5e6d7f8a9b0c';

describe('unsubscribe tokens', () => {
  it('give back the subscriber they were signed for', () => {
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(key, id))).toBe(id);
  });

  it.each([
    ['another key', signUnsubscribeToken(unsubscribeKey({}, 'other-key'), id)],
    [
      'another subscriber',
      `${'0'.repeat(8)}-0000-4000-8000-000000000000.${signUnsubscribeToken(key, id).split('.').slice(1).join('.')}`,
    ],
    ['no signature', id],
    ['an empty token', ''],
    ['an extra part', `${signUnsubscribeToken(key, id)}.x`],
    ['a non-uuid id', signUnsubscribeToken(key, 'not-a-uuid')],
  ])('refuse %s', (_name, token) => {
    expect(verifyUnsubscribeToken(key, token)).toBeNull();
  });

  it('work for UNSUBSCRIBE_LINK_DAYS after they were signed, and not a second more', () => {
    const signedAt = Date.UTC(2030, 0, 10, 12);
    const token = signUnsubscribeToken(key, id, signedAt);
    const lifetime = UNSUBSCRIBE_LINK_DAYS * 86_400_000;
    expect(verifyUnsubscribeToken(key, token, signedAt + lifetime)).toBe(id);
    expect(verifyUnsubscribeToken(key, token, signedAt + lifetime + 1000)).toBeNull();
  });

  it('prefer UNSUBSCRIBE_SECRET to the derived key', () => {
    expect(unsubscribeKey({ UNSUBSCRIBE_SECRET: 's3cret' }, 'service-role-key')).toBe('s3cret');
    expect(unsubscribeKey({ UNSUBSCRIBE_SECRET: ' ' }, 'service-role-key')).toBe(key);
  });

  it('refuse any change to a valid token', () => {
    const token = signUnsubscribeToken(key, id);
    fc.assert(
      fc.property(
        fc.nat({ max: token.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (at, char) => {
          fc.pre(token[at] !== char);
          const altered = token.slice(0, at) + char + token.slice(at + 1);
          expect(verifyUnsubscribeToken(key, altered)).toBeNull();
        },
      ),
    );
  });
});
