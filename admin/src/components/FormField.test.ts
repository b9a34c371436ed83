import { describe, expect, it } from 'vitest';
import { describedBy } from './FormField.tsx';

describe('describedBy', () => {
  it.each([
    [{}, undefined],
    [{ hint: 'Pista' }, 'campo-hint'],
    [{ error: 'Rechazado' }, 'campo-error'],
    [{ hint: 'Pista', error: 'Rechazado' }, 'campo-hint campo-error'],
    [{ hint: '', error: null }, undefined],
  ])('names the hint and the refusal shown (%o)', (parts, expected) => {
    expect(describedBy('campo', parts)).toBe(expected);
  });
});
