import type { ReactNode } from 'react';
import { adminMessages } from '../lib/messages.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { Pagination } from './Pagination.tsx';
import { Spinner } from './Spinner.tsx';

interface Props {
  errorTitle: string;
  list: {
    error: unknown;
    loading: boolean;
    rows: readonly unknown[];
    total: number;
    params: { page: number };
  };
  onPage(page: number): void;
  children: ReactNode;
}

/** Error panel, spinner, empty note, or the table (busy while the next rows load) and the pager. */
export function ListBody({ errorTitle, list, onPage, children }: Props) {
  if (list.error) return <ErrorPanel title={errorTitle} error={list.error} />;
  if (list.loading && list.rows.length === 0) return <Spinner label={adminMessages.common.loading} />;
  if (list.rows.length === 0) return <p className="card mt-4 text-center">{adminMessages.common.empty}</p>;
  return (
    <div aria-busy={list.loading}>
      {children}
      <Pagination page={list.params.page} total={list.total} onPage={onPage} />
    </div>
  );
}
