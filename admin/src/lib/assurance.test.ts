import { describe, expect, it } from 'vitest';
import { assuranceOf, secondFactorStep } from './assurance.ts';

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}.firma`;
const user = (statuses: string[]) => ({ factors: statuses.map((status) => ({ status })) }) as never;

describe('assuranceOf', () => {
  it.each([
    [{ aal: 'aal2', amr: [{ method: 'totp' }] }, ['verified'], { aal: 'aal2', hasVerifiedFactor: true }],
    [{ aal: 'aal1' }, ['verified'], { aal: 'aal1', hasVerifiedFactor: true }],
    [{ aal: 'aal1' }, ['unverified'], { aal: 'aal1', hasVerifiedFactor: false }],
    [{}, [], { aal: 'aal1', hasVerifiedFactor: false }],
  ])('%j with factors %j', (claims, factors, expected) => {
    expect(assuranceOf({ access_token: jwt(claims), user: user(factors) })).toEqual(expected);
  });

  it('reads a token it cannot decode as aal1', () => {
    expect(assuranceOf({ access_token: 'no-es-un-jwt', user: user([]) }).aal).toBe('aal1');
  });
});

describe('secondFactorStep', () => {
  it.each([
    [{ aal: 'aal2', hasVerifiedFactor: true }, true, true, 'none'],
    [{ aal: 'aal1', hasVerifiedFactor: true }, false, false, 'code'],
    [{ aal: 'aal1', hasVerifiedFactor: true }, true, true, 'code'],
    [{ aal: 'aal1', hasVerifiedFactor: false }, true, true, 'enroll'],
    [{ aal: 'aal1', hasVerifiedFactor: false }, true, false, 'none'],
    [{ aal: 'aal1', hasVerifiedFactor: false }, false, true, 'none'],
  ] as const)('%j, admin %s, mandatory %s → %s', (assurance, isAdmin, mandatory, step) => {
    expect(secondFactorStep(assurance, isAdmin, mandatory)).toBe(step);
  });
});
