import { describe, expect, it } from 'vitest';
import { parsePayload } from './payload.ts';

const json = 'application/json';

describe('parsePayload', () => {
  it.each([
    ['{"a":1,"b":2}', {}, { isObject: true, keys: ['a', 'b'] }],
    ['[{"a":1},{"a":2}]', {}, { isObject: false, keys: ['a'] }],
    ['[]', {}, { isObject: false, keys: [] }],
    ['5', {}, { isObject: false, keys: [], json: '[]' }],
    ['[{"a":1},{"b":2}]', { columns: ['a', 'b'] }, { isObject: false, keys: ['a', 'b'] }],
    ['', { isRpc: true }, { isObject: true, keys: [], json: '{}' }],
  ])('%s %j', (text, options, expected) => {
    expect(parsePayload(text, json, { isRpc: false, ...options })).toMatchObject(expected);
  });

  it('reads form bodies as an object of strings', () => {
    expect(parsePayload('a=1&b=x+y', 'application/x-www-form-urlencoded', { isRpc: false })).toEqual({
      json: '{"a":"1","b":"x y"}',
      isObject: true,
      keys: ['a', 'b'],
    });
  });

  it.each([
    ['{nope', json, 'Empty or invalid json'],
    ['', json, 'Empty or invalid json'],
    ['[{"a":1},{"b":2}]', json, 'All object keys must match'],
    ['[1,2]', json, 'All object keys must match'],
    ['x', 'text/plain', 'Content-Type not acceptable: text/plain'],
  ])('rejects %j (%s) with PGRST102', (text, type, message) => {
    expect(() => parsePayload(text, type, { isRpc: false })).toThrow(
      expect.objectContaining({ code: 'PGRST102', message }),
    );
  });
});
