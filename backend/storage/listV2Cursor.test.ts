import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './listV2Cursor.ts';

describe('list-v2 continuation tokens', () => {
  it.each([
    [{ startAfter: 'a/b.txt' }, 'l:a/b.txt'],
    [
      {
        startAfter: 'x',
        sortOrder: 'desc',
        sortColumn: 'created_at',
        sortColumnAfter: '2026-01-02T03:04:05.006Z',
      },
      'l:x\no:desc\nc:created_at\na:2026-01-02T03:04:05.006Z',
    ],
  ])('encodes %j as Storage does', (cursor, lines) => {
    const token = encodeCursor(cursor);
    expect(Buffer.from(token, 'base64').toString()).toBe(lines);
    expect(decodeCursor(token)).toEqual({ sortOrder: 'asc', ...cursor });
  });

  it.each([
    ['bm9wZQ=='],
    [Buffer.from('z:1').toString('base64')],
    [Buffer.from('l:a\n\nx').toString('base64')],
  ])('refuses %s as an invalid continuation token', (token) => {
    expect(() => decodeCursor(token)).toThrow('Invalid Parameter continuation token');
  });
});
