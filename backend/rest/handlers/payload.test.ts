import { describe, expect, it } from 'vitest';
import { decodeMediaType } from '../query/mediaType.ts';
import { parsePayload } from './payload.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (
  body: string | Uint8Array,
  type = 'application/json',
  options: { columns?: string[]; isRpc?: boolean } = {},
) =>
  parsePayload(typeof body === 'string' ? bytes(body) : body, {
    contentType: decodeMediaType(type),
    isRpc: options.isRpc ?? false,
    ...(options.columns ? { columns: options.columns } : {}),
  });

describe('parsePayload', () => {
  it.each([
    ['{"a":1,"b":2}', {}, { isObject: true, keys: ['a', 'b'] }],
    ['[{"a":1},{"a":2}]', {}, { isObject: false, keys: ['a'] }],
    ['[]', {}, { isObject: false, keys: [] }],
    ['5', {}, { isObject: false, keys: [], json: '[]' }],
    ['[{"a":1},{"b":2}]', { columns: ['a', 'b'] }, { isObject: false, keys: ['a', 'b'] }],
    ['not json at all', { columns: ['a'] }, { json: 'not json at all', keys: ['a'] }],
    ['', { isRpc: true }, { isObject: true, keys: [], json: '{}' }],
  ])('%s %j', (text, options, expected) => {
    expect(read(text, 'application/json', options)).toMatchObject({ kind: 'json', ...expected });
  });

  it('reads form bodies: a row of text for tables, arguments for functions', () => {
    expect(read('a=1&b=x+y&a=2', 'application/x-www-form-urlencoded')).toEqual({
      kind: 'json',
      json: '{"a":"2","b":"x y"}',
      isObject: true,
      keys: ['a', 'b'],
    });
    expect(read('v=1&v=2', 'application/x-www-form-urlencoded', { isRpc: true })).toMatchObject({
      kind: 'form',
      values: new Map([['v', ['1', '2']]]),
    });
  });

  it('reads CSV into rows of text, NULL as null', () => {
    expect(read('name,note\nAna,"a, ""b"""\nBen,NULL', 'text/csv')).toMatchObject({
      kind: 'json',
      json: '[{"name":"Ana","note":"a, \\"b\\""},{"name":"Ben","note":null}]',
      keys: ['name', 'note'],
    });
  });

  it('hands text, XML and bytes to functions as they came', () => {
    expect(read('hola', 'text/plain', { isRpc: true })).toMatchObject({ kind: 'raw', text: 'hola' });
    expect(read(new Uint8Array([0, 255]), 'application/octet-stream', { isRpc: true })).toMatchObject({
      kind: 'raw',
      bytes: new Uint8Array([0, 255]),
    });
  });

  it.each([
    ['{nope', 'application/json', 'PGRST102', 'Empty or invalid json'],
    ['', 'application/json', 'PGRST102', 'Empty or invalid json'],
    [
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      'application/json',
      'PGRST102',
      'Empty or invalid json',
    ],
    ['[{"a":1},{"b":2}]', 'application/json', 'PGRST102', 'All object keys must match'],
    ['[1,2]', 'application/json', 'PGRST102', 'All object keys must match'],
    ['a,b\n1,2\n3', 'text/csv', 'PGRST102', 'All lines must have same number of fields'],
    ['x', 'text/plain', 'PGRST102', 'Content-Type not acceptable: text/plain'],
    ['x', 'text/html; charset=x', 'PGRST102', 'Content-Type not acceptable: text/html; charset=x'],
  ])('refuses %j (%s) with %s', (body, type, code, message) => {
    expect(() => read(body, type)).toThrow(expect.objectContaining({ status: 400, code, message }));
  });

  it('lets Postgres judge bytes it must read as text (22021), never storing them mangled', () => {
    expect(() =>
      read(new Uint8Array([0x5b, 0xe0, 0xa4, 0x41, 0x5d]), 'application/json', { columns: ['a'] }),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        code: '22021',
        message: 'invalid byte sequence for encoding "UTF8": 0xe0 0xa4 0x41',
      }),
    );
    expect(() => read(new Uint8Array([0x61, 0x00]), 'text/plain', { isRpc: true })).toThrow(
      expect.objectContaining({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }),
    );
  });
});
