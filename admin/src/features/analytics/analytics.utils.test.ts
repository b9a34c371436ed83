import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatPercent,
  periodFrom,
  periodTotals,
  rankingRows,
  readablePath,
  shorten,
  sparseLabels,
} from './analytics.utils.ts';

const ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('periodFrom', () => {
  it.each([
    [null, 30],
    ['90', 90],
    ['365', 365],
    ['7', 30],
    ['90abc', 30],
  ])('%s → %i', (value, period) => {
    expect(periodFrom(value)).toBe(period);
  });
});

describe('periodTotals', () => {
  it('adds views and each day’s visitors', () => {
    const days = [
      { day: '2026-11-01', views: 10, visitors: 4 },
      { day: '2026-11-02', views: 0, visitors: 0 },
      { day: '2026-11-03', views: 5, visitors: 3 },
    ];
    expect(periodTotals(days)).toEqual({ views: 15, visitors: 7 });
    expect(periodTotals([])).toEqual({ views: 0, visitors: 0 });
  });
});

describe('rankingRows', () => {
  it('labels pages readably and gives each row its share', () => {
    const rows = rankingRows('page', [
      { value: '/eventos/reuni%C3%B3n', hits: 3, title: null },
      { value: '/', hits: 1, title: null },
    ]);
    expect(rows).toEqual([
      { key: '/eventos/reuni%C3%B3n', label: '/eventos/reunión', hits: 3, share: 0.75 },
      { key: '/', label: '/', hits: 1, share: 0.25 },
    ]);
  });

  it.each([
    ['mobile', 'Móvil'],
    ['tablet', 'Tableta'],
    ['desktop', 'Ordenador'],
  ])('device %s reads %s', (value, label) => {
    expect(rankingRows('device', [{ value, hits: 1, title: null }])[0]).toMatchObject({ label });
  });

  it('names teachings by title and type, and says when one was deleted', () => {
    const rows = rankingRows('teaching', [
      { value: `audio:${ID}`, hits: 2, title: 'La fe que obra' },
      { value: `article:${ID}`, hits: 2, title: null },
    ]);
    expect(rows.map(({ label, detail }) => ({ label, detail }))).toEqual([
      { label: 'La fe que obra', detail: 'Audio' },
      { label: 'Enseñanza eliminada', detail: 'Artículo' },
    ]);
  });

  it('gives every row a zero share when nothing was counted', () => {
    expect(rankingRows('referrer', [{ value: 'google.com', hits: 0, title: null }])[0]?.share).toBe(0);
  });
});

describe('readablePath', () => {
  it.each([
    ['/blog/fe', '/blog/fe'],
    ['/eventos/reuni%C3%B3n', '/eventos/reunión'],
    ['/roto/%E0%A4%A', '/roto/%E0%A4%A'],
  ])('%s → %s', (path, readable) => {
    expect(readablePath(path)).toBe(readable);
  });
});

describe('dayLabel', () => {
  it.each([
    ['2026-11-03', 'short', '3 nov'],
    ['2026-01-31', 'short', '31 ene'],
    ['2026-11-03', 'long', 'martes, 3 de noviembre de 2026'],
  ] as const)('%s (%s) → %s', (day, style, label) => {
    expect(dayLabel(day, style)).toBe(label);
  });
});

describe('sparseLabels', () => {
  it.each([
    [['a', 'b', 'c'], 5, ['a', 'b', 'c']],
    [['a', 'b', 'c', 'd', 'e'], 2, ['', 'b', '', '', 'e']],
    [['a', 'b', 'c', 'd', 'e'], 3, ['a', '', 'c', '', 'e']],
    [['a', 'b', 'c', 'd'], 2, ['', 'b', '', 'd']],
    [[], 3, []],
  ])('%j at most %i → %j', (labels, max, sparse) => {
    expect(sparseLabels(labels, max)).toEqual(sparse);
  });
});

describe('formatPercent', () => {
  it.each([
    [0.5, '50 %'],
    [0.125, '12,5 %'],
    [0, '0 %'],
  ])('%f → %s', (share, text) => {
    expect(plain(formatPercent(share))).toBe(text);
  });
});

describe('shorten', () => {
  it.each([
    ['/about', 10, '/about'],
    ['/blog/que-es-el-reino-de-dios', 12, '/blog/que-e…'],
    ['¿Qué es?', 8, '¿Qué es?'],
    ['abcdef', 3, 'ab…'],
  ])('%s in %i → %s', (text, max, expected) => {
    expect(shorten(text, max)).toBe(expected);
  });
});
