import { describe, expect, it } from 'vitest';
import { listKey, listParams, refinesSearch, withListChange } from './listParams.ts';

describe('listParams', () => {
  it.each([
    ['', { page: 1, search: '', status: 'all' }],
    ['page=400', { page: 400, search: '', status: 'all' }],
    ['page=0&q=gracia&status=draft', { page: 1, search: 'gracia', status: 'draft' }],
    ['page=abc', { page: 1, search: '', status: 'all' }],
    [
      'series=s1&book=romanos&speaker=',
      { page: 1, search: '', status: 'all', filters: { series: 's1', book: 'romanos' } },
    ],
  ])('reads %j', (query, expected) => {
    expect(listParams(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('listKey', () => {
  it('tells apart searches that a naive join would confuse', () => {
    expect(listKey({ page: 1, search: 'a|b', status: 'all' })).not.toBe(
      listKey({ page: 1, search: 'a', status: 'b|all' }),
    );
  });

  it('tells apart filters, whatever their order in the URL', () => {
    const key = (query: string) => listKey(listParams(new URLSearchParams(query)));
    expect(key('book=romanos&series=s1')).toBe(key('series=s1&book=romanos'));
    expect(key('book=romanos')).not.toBe(key('book=salmos'));
  });

  it('is the same for the same view', () => {
    expect(listKey(listParams(new URLSearchParams('page=2')))).toBe(
      listKey({ page: 2, search: '', status: 'all' }),
    );
  });
});

describe('withListChange', () => {
  it.each([
    ['page=3&q=fe', { page: 4 }, 'page=4&q=fe'],
    ['page=3&q=fe', { page: 1 }, 'q=fe'],
    ['page=3&q=fe', { search: 'gracia' }, 'q=gracia'],
    ['page=3&status=draft', { status: 'all' }, ''],
    ['q=fe', { search: '' }, ''],
    ['page=2&q=fe', { filters: { book: 'romanos' } }, 'q=fe&book=romanos'],
    ['book=romanos&series=s1', { filters: { book: '' } }, 'series=s1'],
  ])('%s + %j → %s', (query, change, expected) => {
    expect(withListChange(new URLSearchParams(query), change).toString()).toBe(expected);
  });
});

describe('refinesSearch (replace the history step rather than add one)', () => {
  it.each([
    ['q=gra', { search: 'gracia' }, true],
    ['', { search: 'gracia' }, false],
    ['q=gracia', { page: 2 }, false],
    ['q=gracia', { status: 'draft' }, false],
    ['q=gracia', { filters: { series: 's1' } }, false],
  ])('%j + %j → %s', (query, change, replace) => {
    expect(refinesSearch(new URLSearchParams(query), change)).toBe(replace);
  });
});
