import { describe, expect, it } from 'vitest';
import { displayName, initials } from './initials.ts';

describe('displayName', () => {
  it.each([
    ['María', 'María'],
    ['  Ana  ', 'Ana'],
    ['', 'Anónimo'],
    ['   ', 'Anónimo'],
    [null, 'Anónimo'],
    [undefined, 'Anónimo'],
  ])('%o → %s', (name, expected) => {
    expect(displayName(name)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['María González', 'MG'],
    ['María José López', 'ML'],
    ['carlos', 'C'],
    ['ñoño pérez', 'ÑP'],
    ['  Ana   Martínez  ', 'AM'],
    ['Élodie', 'É'],
    [null, 'A'],
    ['', 'A'],
  ])('%o → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
