import { badRequest } from './authError.ts';

/** GET /admin/users paging as GoTrue's paginate(): page from 1, 50 per page unless asked otherwise. */

export const DEFAULT_PER_PAGE = 50;
// GoTrue has no ceiling; ours keeps one request from loading the whole table.
export const MAX_PER_PAGE = 1000;

export interface Page {
  page: number;
  perPage: number;
}

function parsePositive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: invalid ${name} ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

export function parsePage(query: { page?: string; per_page?: string }): Page {
  return {
    page: parsePositive(query.page, 'page', 1),
    perPage: Math.min(parsePositive(query.per_page, 'per_page', DEFAULT_PER_PAGE), MAX_PER_PAGE),
  };
}

/**
 * The Link header GoTrue sends: `<…?page=N+1&per_page=P>; rel="next", <…?page=LAST&per_page=P>; rel="last"`.
 * auth-js reads the digit after the first `=`, so `page` must come first in each URL.
 */
export function paginationLink(baseUrl: string, { page, perPage }: Page, total: number): string {
  const lastPage = Math.ceil(total / perPage);
  const url = (n: number) => `<${baseUrl}?page=${n}&per_page=${perPage}>`;
  const links: string[] = [];
  if (lastPage > page) links.push(`${url(page + 1)}; rel="next"`);
  links.push(`${url(lastPage)}; rel="last"`);
  return links.join(', ');
}
