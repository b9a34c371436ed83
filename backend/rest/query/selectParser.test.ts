import { describe, expect, it } from 'vitest';
import { RestError } from '../errors/restError.ts';
import { parseSelect } from './selectParser.ts';

const col = (name: string, extra: object = {}) => ({
  kind: 'field',
  field: { name, jsonPath: [] },
  ...extra,
});

describe('parseSelect', () => {
  it.each([
    ['*', [col('*')]],
    ['', []],
    ['id,title', [col('id'), col('title')]],
    [' id , title ', [col('id'), col('title')]],
    ['name:title', [col('title', { alias: 'name' })]],
    ['id::text', [col('id', { cast: 'text' })]],
    ['"my col"', [col('my col')]],
    ['field-with-dash', [col('field-with-dash')]],
    ['price.sum()', [col('price', { aggregate: 'sum' })]],
    ['count()', [col('*', { aggregate: 'count' })]],
  ])('parses %j', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected);
  });

  it('parses JSON paths with the last key as output name source', () => {
    expect(parseSelect('data->a->>b')).toEqual([
      {
        kind: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', isIndex: false },
            { arrow: '->>', key: 'b', isIndex: false },
          ],
        },
      },
    ]);
    expect(parseSelect('data->0')[0]).toMatchObject({ field: { jsonPath: [{ key: '0', isIndex: true }] } });
  });

  it.each([
    ['author:users(email)', { name: 'users', alias: 'author', spread: false }],
    ['users!inner(email)', { name: 'users', joinType: 'inner' }],
    ['users!author_id!left(email)', { name: 'users', hint: 'author_id', joinType: 'left' }],
    ['a:users!inner!fk(email)', { name: 'users', alias: 'a', hint: 'fk', joinType: 'inner' }],
    ['...users(email)', { name: 'users', spread: true }],
  ])('parses the embed %j', (input, expected) => {
    const [embed] = parseSelect(input);
    expect(embed).toMatchObject({ kind: 'embed', ...expected, children: [col('email')] });
  });

  it('parses nested and empty embeds', () => {
    expect(parseSelect('id,posts(id,comments(*)),users()')).toEqual([
      col('id'),
      {
        kind: 'embed',
        name: 'posts',
        spread: false,
        children: [col('id'), { kind: 'embed', name: 'comments', spread: false, children: [col('*')] }],
      },
      { kind: 'embed', name: 'users', spread: false, children: [] },
    ]);
  });

  it.each([
    ['id,', '"failed to parse select parameter (id,)" (line 1, column 4)'],
    ['id!hint', '"failed to parse select parameter (id!hint)" (line 1, column 3)'],
    ['users(id', '"failed to parse select parameter (users(id)" (line 1, column 9)'],
    ['id::', '"failed to parse select parameter (id::)" (line 1, column 5)'],
    ['clients(name[])', '"failed to parse select parameter (clients(name[]))" (line 1, column 13)'],
  ])('rejects %j with PGRST100', (input, message) => {
    try {
      parseSelect(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect(error).toMatchObject({ status: 400, code: 'PGRST100', message });
    }
  });
});
