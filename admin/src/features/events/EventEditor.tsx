import { useParams } from 'react-router';
import { RecordEditor } from '../../components/RecordEditor.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getEvent } from './api.ts';
import { EventFormView } from './EventFormView.tsx';

/** /events/new and /events/edit/:eventId: loading, error with a way back, or the form. */
export function EventEditor() {
  const { eventId } = useParams();
  return (
    <RecordEditor
      id={eventId}
      load={getEvent}
      copy={adminMessages.resources.events}
      listPath="/events"
      form={(event) => <EventFormView event={event} />}
    />
  );
}
