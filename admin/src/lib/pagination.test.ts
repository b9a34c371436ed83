import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, parsePage } from './pagination.ts';

describe('pageRange', () => {
  it.each([
    [1, 25, 0, 24],
    [2, 25, 25, 49],
    [400, 25, 9975, 9999],
    [0, 25, 0, 24],
    [-3, 25, 0, 24],
    [1.5, 25, 0, 24],
    [3, 10, 20, 29],
  ])('page %d of size %d → %d..%d', (page, size, from, to) => {
    expect(pageRange(page, size)).toEqual({ from, to });
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [null, 1],
    [25, 1],
    [26, 2],
    [10000, 400],
  ])('%j rows → %d pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['x', 1],
    ['2.5', 1],
  ])('%j → %d', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});
