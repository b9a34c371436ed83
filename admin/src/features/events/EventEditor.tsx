import { useParams } from 'react-router';
import { RecordEditor } from '../../components/RecordEditor.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { getEvent } from './api.ts';
import { EventFormView } from './EventFormView.tsx';

/** /events/new and /events/edit/:eventId: loading, error with a way back, or the form. */
export function EventEditor() {
  const { eventId } = useParams();
  // A new event starts in the ministry's zone (the published identity area).
  const identity = usePublishedArea('identity');
  if (!identity) return <Spinner label={adminMessages.common.loading} />;
  return (
    <RecordEditor
      id={eventId}
      load={getEvent}
      copy={adminMessages.resources.events}
      listPath="/events"
      form={(event) => <EventFormView event={event} defaultTimeZone={identity.timeZone} />}
    />
  );
}
