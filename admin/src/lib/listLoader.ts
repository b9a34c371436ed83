import type { LoaderFunctionArgs } from 'react-router';
import { type ListParams, listKey, listParams } from './listParams.ts';
import { supabase } from './supabase.ts';

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** A page request the route loader started, for the screen's usePagedList to pick up. */
export interface PrimedList<Row> {
  key: string;
  page: Promise<ListPage<Row>>;
}

/**
 * Route loader of a paged list. The router runs it as soon as the URL changes, before the screen's code
 * has downloaded and while the session's role is still being read, so the page query no longer waits for
 * both. It returns at once (the promise is not awaited): the screen shows its own spinner and errors.
 */
export function listLoader<Row>(load: (params: ListParams) => Promise<ListPage<Row>>) {
  return ({ request }: LoaderFunctionArgs): PrimedList<Row> => {
    const params = listParams(new URL(request.url).searchParams);
    // Signed out, the guard sends the person to /login: do not ask the API anything as anon.
    const page = supabase.auth
      .getSession()
      .then(({ data }) => (data.session ? load(params) : { rows: [], total: 0 }));
    // Unread when the guard shows login or the no-access screen instead: keep a failure from going unhandled.
    page.catch(() => undefined);
    return { key: listKey(params), page };
  };
}
