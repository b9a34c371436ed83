import { describe, expect, it } from 'vitest';
import { paginationLink, parsePage } from './pagination.ts';

describe('parsePage', () => {
  it.each([
    [{}, { page: 1, perPage: 50 }],
    [
      { page: '', per_page: '' },
      { page: 1, perPage: 50 },
    ],
    [
      { page: '3', per_page: '10' },
      { page: 3, perPage: 10 },
    ],
    [{ per_page: '5000' }, { page: 1, perPage: 1000 }],
  ])('%o → %o', (query, page) => expect(parsePage(query)).toEqual(page));

  it.each([{ page: '0' }, { page: '-1' }, { per_page: 'x' }, { page: '1.5' }])('refuses %o', (query) => {
    expect(() => parsePage(query)).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed' }),
    );
  });
});

describe('paginationLink', () => {
  const base = 'http://127.0.0.1:54321/auth/v1/admin/users';
  it.each([
    [
      { page: 1, perPage: 2 },
      5,
      `<${base}?page=2&per_page=2>; rel="next", <${base}?page=3&per_page=2>; rel="last"`,
    ],
    [{ page: 3, perPage: 2 }, 5, `<${base}?page=3&per_page=2>; rel="last"`],
    [{ page: 1, perPage: 50 }, 0, `<${base}?page=0&per_page=50>; rel="last"`],
  ])('%o of %d users', (page, total, link) => expect(paginationLink(base, page, total)).toBe(link));

  it('parses the way auth-js listUsers reads it', () => {
    const link = paginationLink(base, { page: 1, perPage: 2 }, 5);
    const pages = Object.fromEntries(
      link
        .split(',')
        .map((part) => [
          JSON.parse(part.split(';')[1]!.split('=')[1]!),
          Number.parseInt(part.split(';')[0]!.split('=')[1]!.substring(0, 1), 10),
        ]),
    );
    expect(pages).toEqual({ next: 2, last: 3 });
  });
});
