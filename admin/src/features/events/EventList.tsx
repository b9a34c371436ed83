import { contentList } from '../../components/contentList.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteEvent, type EventListRow, listEvents } from './api.ts';
import { eventSummary } from './eventSummary.ts';

const events = contentList<EventListRow>({
  basePath: '/events',
  copy: adminMessages.resources.events,
  remove: deleteEvent,
  details: (row) => <p className="text-ink-700">{eventSummary(row).repeats}</p>,
  person: false,
  extra: [
    {
      header: adminMessages.resources.events.fields.nextDate,
      cell: (row) => eventSummary(row).next,
      className: 'whitespace-nowrap',
    },
  ],
});

/** 'Eventos': each event with how it repeats and its next date; search on title or place. */
export function EventList() {
  const list = usePagedList(listEvents);
  return <ListScreen list={list} description={events} />;
}
