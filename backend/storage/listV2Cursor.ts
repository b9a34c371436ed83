import { StorageError } from './errors.ts';

/** Where the next page of list-v2 starts: Storage's continuation token, base64 of `k:value` lines. */
export interface ListCursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const PARTS: [string, keyof ListCursor][] = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
];

export function encodeCursor(cursor: ListCursor): string {
  const lines = PARTS.filter(([, field]) => cursor[field]).map(([key, field]) => `${key}:${cursor[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const field = PARTS.find(([key]) => key === match?.[1])?.[1];
    if (!match || !field) {
      throw new StorageError(
        400,
        'InvalidParameter',
        'InvalidParameter',
        'Invalid Parameter continuation token',
      );
    }
    cursor[field] = match[2] ?? '';
  }
  return cursor;
}
