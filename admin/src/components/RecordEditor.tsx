import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '../lib/messages.ts';
import { useRecord } from '../lib/useRecord.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { Spinner } from './Spinner.tsx';

/**
 * An editor route (/events/new, /events/edit/:eventId…): loads the record `id` names (useRecord) and shows
 * the spinner while it loads, the load error with a way back to the list, or `form` with the row
 * (undefined on a create route), keyed by the id so another record's route starts with a fresh form.
 */
export function RecordEditor<Row>({
  id,
  load,
  copy,
  listPath,
  notFoundView,
  form,
}: {
  id: string | undefined;
  load(id: string): Promise<Row>;
  copy: { errors: { load: string; notFound: string } };
  listPath: string;
  /** A page of its own for a record that does not exist; the error panel with errors.notFound otherwise. */
  notFoundView?: ReactNode;
  form(row: Row | undefined): ReactNode;
}) {
  const record = useRecord(id, load);
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound' && notFoundView) return notFoundView;
  if (record.kind === 'notFound' || record.kind === 'error') {
    return (
      <ErrorPanel
        title={copy.errors.load}
        error={record.kind === 'error' ? record.error : copy.errors.notFound}
      >
        <Link to={listPath} className="btn-secondary mt-3">
          {adminMessages.common.actions.back}
        </Link>
      </ErrorPanel>
    );
  }
  return <Fragment key={id ?? 'new'}>{form(record.kind === 'ready' ? record.row : undefined)}</Fragment>;
}
