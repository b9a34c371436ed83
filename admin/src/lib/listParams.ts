import { parsePage } from './pagination.ts';

/** What a paged list shows, kept in the URL as ?page=&q=&status= so back/forward and reloads keep it. */
export interface ListParams {
  page: number;
  search: string;
  status: string;
}

export function listParams(searchParams: URLSearchParams): ListParams {
  return {
    page: parsePage(searchParams.get('page')),
    search: searchParams.get('q') ?? '',
    status: searchParams.get('status') ?? 'all',
  };
}

/** Identifies one request of a list, so a page fetched by the route loader is matched to its screen. */
export function listKey({ page, search, status }: ListParams): string {
  return JSON.stringify([page, search, status]);
}

/** The URL's search params after `change`; defaults drop out and any change but paging goes to page 1. */
export function withListChange(previous: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(change)) {
    const param = name === 'search' ? 'q' : name;
    if (value === '' || value === 'all' || value === 1) next.delete(param);
    else next.set(param, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}
