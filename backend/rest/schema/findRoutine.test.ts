import { describe, expect, it } from 'vitest';
import { findRoutine } from './findRoutine.ts';
import { fixtureSchema } from './schemaFixture.ts';
import type { Routine } from './types.ts';

const fn = (name: string, params: [string, string, boolean?][], extra: Partial<Routine> = {}): Routine => ({
  name,
  params: params.map(([pname, type, hasDefault = false]) => ({
    name: pname,
    type,
    hasDefault,
    variadic: false,
  })),
  returnType: 'integer',
  returnsSet: false,
  returns: 'scalar',
  volatility: 'volatile',
  ...extra,
});

describe('findRoutine', () => {
  const schema = fixtureSchema([
    fn('add', [
      ['a', 'integer'],
      ['b', 'integer'],
    ]),
    fn('greet', [['name', 'text', true]]),
    fn('over', [['a', 'integer']]),
    fn('over', [['a', 'text']]),
    fn('echo', [['', 'json']]),
  ]);

  it.each([
    ['add', ['a', 'b'], 'add'],
    ['greet', [], 'greet'],
    ['greet', ['name'], 'greet'],
    ['echo', ['anything'], 'echo'],
  ])('%s(%j) resolves', (name, keys, expected) => {
    expect(findRoutine(schema, name, keys, true).name).toBe(expected);
  });

  it('answers PGRST202 with hints and PGRST203 for ambiguity', () => {
    expect(() => findRoutine(schema, 'add', ['a'], false)).toThrow(
      expect.objectContaining({
        status: 404,
        code: 'PGRST202',
        message: 'Could not find the function public.add(a) in the schema cache',
        hint: 'Perhaps you meant to call the function public.add(a, b)',
      }),
    );
    expect(() => findRoutine(schema, 'adds', [], false)).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.adds without parameters in the schema cache',
        details:
          'Searched for the function public.adds without parameters, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add',
      }),
    );
    expect(() => findRoutine(schema, 'over', ['a'], true)).toThrow(
      expect.objectContaining({ status: 300, code: 'PGRST203' }),
    );
  });
});
