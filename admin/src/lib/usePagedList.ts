import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '../../../core/admin/pagination.ts';

export interface ListParams {
  page: number;
  search: string;
  status: string;
}

/**
 * Page, search and status filter kept in the URL (?page=&q=&status=) so back/forward and reloads keep
 * the view; loads the page through `load` and exposes a reload for after deletes.
 */
export function usePagedList<Row>(load: (params: ListParams) => Promise<{ rows: Row[]; total: number }>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    page: parsePage(searchParams.get('page')),
    search: searchParams.get('q') ?? '',
    status: searchParams.get('status') ?? 'all',
  };
  const [state, setState] = useState<{ rows: Row[]; total: number; loading: boolean; error: unknown }>({
    rows: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [version, setVersion] = useState(0);
  const key = `${params.page}|${params.search}|${params.status}|${version}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every input of the request.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load(params).then(
      (result) => current && setState({ ...result, loading: false, error: null }),
      (error: unknown) => current && setState({ rows: [], total: 0, loading: false, error }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  const update = useCallback(
    (change: Partial<ListParams>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(change)) {
            const param = name === 'search' ? 'q' : name;
            if (value === '' || value === 'all' || value === 1) next.delete(param);
            else next.set(param, String(value));
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { ...state, params, update, reload: () => setVersion((value) => value + 1) };
}
