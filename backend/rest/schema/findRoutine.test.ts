import { describe, expect, it } from 'vitest';
import type { MediaType } from '../query/mediaType.ts';
import { findRoutine } from './findRoutine.ts';
import { compareRoutines } from './routinesQuery.ts';
import { fixtureSchema } from './schemaFixture.ts';
import type { Routine } from './types.ts';

const fn = (name: string, params: [string, string, boolean?][], extra: Partial<Routine> = {}): Routine => ({
  name,
  params: params.map(([pname, type, hasDefault = false]) => ({
    name: pname,
    type,
    maxType: type,
    hasDefault,
    variadic: false,
  })),
  returnType: 'integer',
  returnsSet: false,
  returns: 'scalar',
  volatility: 'volatile',
  ...extra,
});
const json: MediaType = { kind: 'json' };
const post = (keys: string[], contentType: MediaType = json) => ({ keys, contentType, isPost: true });
const get = (keys: string[]) => ({ keys, contentType: json, isPost: false });

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
    fn('shout', [['', 'text']]),
    fn('store', [['', 'bytea']]),
    fn('mixed', [['a', 'integer']]),
    fn('mixed', [['', 'jsonb']]),
    fn('none', []),
  ]);

  it.each([
    ['add', post(['a', 'b']), 'add'],
    ['greet', get([]), 'greet'],
    ['greet', get(['name']), 'greet'],
    ['echo', post(['anything']), 'echo'],
    ['shout', post([], { kind: 'text' }), 'shout'],
    ['store', post([], { kind: 'octet' }), 'store'],
    ['mixed', post(['a']), 'mixed'],
    ['none', get([]), 'none'],
  ])('%s(%j) resolves', (name, call, expected) => {
    expect(findRoutine(schema, name, call).name).toBe(expected);
  });

  it('prefers named parameters to the whole-body fallback', () => {
    expect(findRoutine(schema, 'mixed', post(['a'])).params[0]!.name).toBe('a');
    expect(findRoutine(schema, 'mixed', post(['x'])).params[0]!.name).toBe('');
  });

  it('answers PGRST202 with PostgREST’s message, details and hint', () => {
    expect(() => findRoutine(schema, 'add', get(['a']))).toThrow(
      expect.objectContaining({
        status: 404,
        code: 'PGRST202',
        message: 'Could not find the function public.add(a) in the schema cache',
        details:
          'Searched for the function public.add with parameter a, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add(a, b)',
      }),
    );
    expect(() => findRoutine(schema, 'adds', get([]))).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.adds without parameters in the schema cache',
        details:
          'Searched for the function public.adds without parameters, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add',
      }),
    );
    expect(() => findRoutine(schema, 'add', post([], { kind: 'xml' }))).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.add in the schema cache',
        details:
          'Searched for the function public.add with a single unnamed xml parameter, but no matches were found in the schema cache.',
        hint: null,
      }),
    );
    expect(() => findRoutine(schema, 'none', post([], { kind: 'text' }))).toThrow(
      expect.objectContaining({ code: 'PGRST202' }),
    );
  });

  it('answers PGRST203 listing the candidates', () => {
    expect(() => findRoutine(schema, 'over', post(['a']))).toThrow(
      expect.objectContaining({
        status: 300,
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.over(a => integer), public.over(a => text)',
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      }),
    );
  });

  it('orders overloads as PostgREST: fewer parameters first, then by name and type', () => {
    const sorted = [
      fn('f', [['b', 'text']]),
      fn('f', []),
      fn('f', [['a', 'text']]),
      fn('f', [['a', 'integer']]),
    ].sort(compareRoutines);
    expect(sorted.map((r) => r.params.map((p) => `${p.name}:${p.type}`).join())).toEqual([
      '',
      'a:integer',
      'a:text',
      'b:text',
    ]);
  });
});
