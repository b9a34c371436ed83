import { subscriberOrigin } from '#core/newsletter/subscriberOrigin.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filteredListWords } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { allSubscribers, deleteSubscriber, listSubscribers, type Subscriber } from './api.ts';
import { subscriberCsv } from './subscriberCsv.ts';

const copy = adminMessages.resources.subscribers;
const { fields } = adminMessages.common;
const orNotAvailable = (value: string | null) => value ?? adminMessages.common.notAvailable;

/** Subscribers with a CSV export that is safe to open in a spreadsheet. */
const subscribers: ListDescription<Subscriber> = {
  ...filteredListWords(copy),
  rowLabel: (row) => copy.rowLabel(row.email),
  csv: {
    fileName: copy.csv.fileName,
    build: async (params) => subscriberCsv(await allSubscribers(params)),
    failed: copy.errors.export,
  },
  remove: removeById(deleteSubscriber, copy),
  columns: [
    { header: fields.email, cell: (row) => row.email },
    { header: fields.name, cell: (row) => orNotAvailable(row.name) },
    { header: copy.fields.country, cell: (row) => orNotAvailable(row.country) },
    { header: copy.fields.origin, cell: (row) => subscriberOrigin(row.subscribed_via) },
    {
      header: copy.fields.active,
      cell: (row) => (row.is_active ? adminMessages.common.yes : adminMessages.common.no),
    },
    dateColumn(fields.signedUp, (row) => row.created_at),
  ],
};

export function SubscriberList() {
  const list = usePagedList(listSubscribers);
  return <ListScreen list={list} description={subscribers} />;
}
