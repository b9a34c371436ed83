import { describe, expect, it } from 'vitest';
import { readLocalCopy, saveFailure, startingPoint, writeLocalCopy } from './siteDraft.ts';

const saved = { title: 'Guardado' };
const mine = { title: 'Mío' };

describe('where someone starts editing an area', () => {
  it.each([
    ['nothing kept here: the server’s draft', undefined, { kind: 'server', content: saved, version: 3 }],
    [
      'a copy equal to the server’s: the server’s',
      { content: { title: 'Guardado' }, baseVersion: 1 },
      { kind: 'server', content: saved, version: 3 },
    ],
    [
      'unsaved work on the current draft: that work',
      { content: mine, baseVersion: 3 },
      { kind: 'local', content: mine, version: 3 },
    ],
    [
      'work on a draft someone changed since: a conflict',
      { content: mine, baseVersion: 2 },
      { kind: 'conflict', mine, theirs: saved, version: 3 },
    ],
  ])('%s', (_case, local, expected) => {
    expect(startingPoint({ content: saved, version: 3 }, local)).toEqual(expected);
  });
});

describe('the copy kept in this browser', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('round-trips, and reads a broken or foreign value as none', () => {
    const storage = memory();
    expect(writeLocalCopy(storage, 'k', { content: mine, baseVersion: 2 })).toBe(true);
    expect(readLocalCopy(storage, 'k')).toEqual({ content: mine, baseVersion: 2 });
    storage.setItem('k', '{no es json');
    expect(readLocalCopy(storage, 'k')).toBeUndefined();
    storage.setItem('k', '{"content":{}}');
    expect(readLocalCopy(storage, 'k')).toBeUndefined();
  });

  it('says so when the storage refuses (full, private mode)', () => {
    const full = {
      setItem: () => {
        throw new DOMException('lleno', 'QuotaExceededError');
      },
    };
    expect(writeLocalCopy(full, 'k', { content: mine, baseVersion: 0 })).toBe(false);
  });
});

describe('why a save failed', () => {
  it.each([
    [{ code: 'PT409' }, 'conflict'],
    [{ code: '42501' }, 'forbidden'],
    [new TypeError('Failed to fetch'), 'offline'],
    [{ code: '503' }, 'offline'],
  ])('%j → %s', (error, failure) => {
    expect(saveFailure(error)).toBe(failure);
  });
});
