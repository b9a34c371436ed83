import { parsePage } from './pagination.ts';

/**
 * What a paged list shows, kept in the URL as ?page=&q=&status= so back/forward and reloads keep it.
 * Any other parameter is one of the list's own filters (?series=&speaker=&book= on the teaching lists).
 */
export interface ListParams {
  page: number;
  search: string;
  status: string;
  /** Filter name → the value chosen; absent when the list is not filtered. */
  filters?: Readonly<Record<string, string>>;
}

const OWN = new Set(['page', 'q', 'status']);

export function listParams(searchParams: URLSearchParams): ListParams {
  const filters = Object.fromEntries([...searchParams].filter(([name, value]) => !OWN.has(name) && value));
  return {
    page: parsePage(searchParams.get('page')),
    search: searchParams.get('q') ?? '',
    status: searchParams.get('status') ?? 'all',
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
}

/** Identifies one request of a list, so a page fetched by the route loader is matched to its screen. */
export function listKey({ page, search, status, filters = {} }: ListParams): string {
  return JSON.stringify([page, search, status, Object.entries(filters).sort()]);
}

/**
 * Whether `change` only edits a search already under way (a history step of its own would make Back
 * walk through every pause in typing); starting a search, paging and filtering are steps of their own.
 */
export function refinesSearch(current: URLSearchParams, change: Partial<ListParams>): boolean {
  const onlySearch = Object.keys(change).every((name) => name === 'search');
  return onlySearch && 'search' in change && current.has('q');
}

/** The URL's search params after `change`; defaults drop out and any change but paging goes to page 1. */
export function withListChange(previous: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(previous);
  const { filters = {}, ...own } = change;
  for (const [name, value] of [...Object.entries(own), ...Object.entries(filters)]) {
    const param = name === 'search' ? 'q' : name;
    if (value === '' || value === 'all' || value === 1) next.delete(param);
    else next.set(param, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}
