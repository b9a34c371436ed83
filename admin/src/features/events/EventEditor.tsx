import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useRecord } from '../../lib/useRecord.ts';
import { getEvent } from './api.ts';
import { EventFormView } from './EventFormView.tsx';

const copy = adminMessages.events;

/** /events/new and /events/edit/:eventId: loading, error with a way back, or the form. */
export function EventEditor() {
  const { eventId } = useParams();
  const record = useRecord(eventId, getEvent);
  if (record.kind === 'loading') return <Spinner label={adminMessages.common.loading} />;
  if (record.kind === 'notFound' || record.kind === 'error') {
    return (
      <ErrorPanel title={copy.loadError} error={record.kind === 'error' ? record.error : copy.notFound}>
        <Link to="/events" className="btn-secondary mt-3">
          {adminMessages.common.back}
        </Link>
      </ErrorPanel>
    );
  }
  return <EventFormView key={eventId ?? 'new'} event={record.kind === 'ready' ? record.row : undefined} />;
}
