import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { PrimedList } from './listLoader.ts';
import { type ListParams, listKey, listParams, refinesSearch, withListChange } from './listParams.ts';
import type { ListPage } from './query.ts';

export type { ListParams } from './listParams.ts';

interface Loaded<Row> {
  /** Which request these rows answer; rows of another key are stale and never shown. */
  key: string;
  rows: Row[];
  total: number;
  error: unknown;
}

export interface PagedList<Row> {
  /** The rows on screen: while `loading`, those of the previous request. */
  rows: Row[];
  total: number;
  loading: boolean;
  error: unknown;
  params: ListParams;
  update(change: Partial<ListParams>): void;
  /** Asks for the page again (after a change to a row). */
  reload(): void;
}

/**
 * Page, search and status filter kept in the URL (?page=&q=&status=) so back/forward and reloads keep
 * the view. The page comes from the route's listLoader when it has one (started before this screen's code
 * arrived), else from `load`; `reload` (after deletes) always asks `load` again.
 */
export function usePagedList<Row>(load: (params: ListParams) => Promise<ListPage<Row>>): PagedList<Row> {
  const [searchParams, setSearchParams] = useSearchParams();
  const primed = useLoaderData() as PrimedList<Row> | undefined;
  const params = listParams(searchParams);
  const [version, setVersion] = useState(0);
  const key = `${listKey(params)}#${version}`;
  const [loaded, setLoaded] = useState<Loaded<Row> | null>(null);
  // Each loader run's page is used once; a reload of the same view asks again.
  const usedPrimed = useRef<PrimedList<Row> | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every input of the request.
  useEffect(() => {
    let current = true;
    const fromLoader = primed?.key === listKey(params) && primed !== usedPrimed.current;
    usedPrimed.current = primed;
    const page = fromLoader && primed ? primed.page : load(params);
    page.then(
      (result) => current && setLoaded({ key, ...result, error: null }),
      (error: unknown) => current && setLoaded({ key, rows: [], total: 0, error }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  // A search applied while the person is already leaving for another screen (they typed, then clicked
  // Editar within the 300 ms the box waits) would replace that navigation and keep them on the list.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  // Paging and filtering are steps Back and Forward walk through; refining a search replaces its step.
  const update = useCallback(
    (change: Partial<ListParams>) => {
      if (leaving.current) return;
      setSearchParams((previous) => withListChange(previous, change), {
        replace: refinesSearch(searchParams, change),
      });
    },
    [setSearchParams, searchParams],
  );

  // While the next page (or the same one after a change) loads, the rows already on screen stay, so a
  // click aimed at one of them is never lost to a spinner replacing the table.
  const fresh = loaded?.key === key ? loaded : null;
  return {
    rows: loaded?.rows ?? [],
    total: loaded?.total ?? 0,
    loading: fresh === null,
    error: fresh?.error ?? null,
    params,
    update,
    reload: () => setVersion((value) => value + 1),
  };
}
