import { describe, expect, it } from 'vitest';
import { parseOrder } from './orderParser.ts';

const field = (name: string) => ({ name, jsonPath: [] });

describe('parseOrder', () => {
  it.each([
    ['id', [{ field: field('id') }]],
    ['id.desc', [{ field: field('id'), direction: 'desc' }]],
    ['name.desc.nullsfirst', [{ field: field('name'), direction: 'desc', nulls: 'first' }]],
    ['id.nullslast', [{ field: field('id'), nulls: 'last' }]],
    ['a,b.asc', [{ field: field('a') }, { field: field('b'), direction: 'asc' }]],
    ['author(email).desc', [{ relation: 'author', field: field('email'), direction: 'desc' }]],
    [
      'data->key.asc',
      [
        {
          field: { name: 'data', jsonPath: [{ arrow: '->', key: 'key', isIndex: false }] },
          direction: 'asc',
        },
      ],
    ],
  ])('parses %j', (input, expected) => {
    expect(parseOrder(input)).toEqual(expected);
  });

  it.each([
    ['id.ac', '"failed to parse order (id.ac)" (line 1, column 4)', expect.stringContaining('"asc", "desc"')],
    [
      'id.descc',
      '"failed to parse order (id.descc)" (line 1, column 8)',
      expect.stringContaining('unexpected "c"'),
    ],
    [
      'id.asc.nlsfst',
      '"failed to parse order (id.asc.nlsfst)" (line 1, column 8)',
      expect.stringContaining('nullsfirst'),
    ],
    ['clients(name,id)', expect.stringContaining('failed to parse order'), expect.any(String)],
  ])('rejects %j', (input, message, details) => {
    expect(() => parseOrder(input)).toThrow(expect.objectContaining({ code: 'PGRST100', message, details }));
  });
});
