import { describe, expect, it } from 'vitest';
import { contentTypeOf, decodeMediaType, parseAccept, toMime } from './mediaType.ts';

describe('decodeMediaType', () => {
  it.each([
    ['application/json', { kind: 'json' }],
    ['Application/JSON; charset=utf-8', { kind: 'json' }],
    ['*/*', { kind: 'any' }],
    ['application/*', { kind: 'other', text: 'application/*' }],
    ['application/vnd.pgrst.object+json', { kind: 'single', strip: false }],
    ['application/vnd.pgrst.object;nulls=stripped', { kind: 'single', strip: true }],
    ['application/vnd.pgrst.array+json;nulls=stripped', { kind: 'arrayStrip' }],
    ['application/vnd.pgrst.array', { kind: 'json' }],
    ['text/csv', { kind: 'csv' }],
    ['application/octet-stream', { kind: 'octet' }],
    ['image/png', { kind: 'other', text: 'image/png' }],
    [
      'application/vnd.pgrst.plan+json; for="text/csv"; options=analyze|verbose',
      { kind: 'plan', format: 'json', for: { kind: 'csv' }, options: ['analyze', 'verbose'] },
    ],
    ['application/vnd.pgrst.plan', { kind: 'plan', format: 'text', for: { kind: 'json' }, options: [] }],
  ])('%s', (text, expected) => {
    expect(decodeMediaType(text)).toEqual(expected);
  });
});

describe('toMime and contentTypeOf', () => {
  it.each([
    ['application/json', 'application/json; charset=utf-8'],
    [
      'application/vnd.pgrst.object;nulls=stripped',
      'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    ],
    ['application/octet-stream', 'application/octet-stream'],
    ['image/png', 'image/png'],
    [
      'application/vnd.pgrst.plan+text; for="application/json"; options=buffers|analyze',
      'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|buffers; charset=utf-8',
    ],
  ])('%s → %s', (text, header) => {
    expect(contentTypeOf(decodeMediaType(text))).toBe(header);
  });
});

describe('parseAccept', () => {
  it.each([
    [null, ['*/*']],
    ['', []],
    ['text/html,application/xhtml+xml,*/*;q=0.8', ['text/html', 'application/xhtml+xml', '*/*']],
    ['*/*;q=0.5, text/csv', ['text/csv', '*/*']],
    ['application/*, application/json', ['application/json', 'application/*']],
    ['text/csv;q=0, application/json;q=0.9', ['application/json', 'text/csv']],
  ])('%j', (header, mimes) => {
    expect(parseAccept(header).map(toMime)).toEqual(mimes);
  });
});
