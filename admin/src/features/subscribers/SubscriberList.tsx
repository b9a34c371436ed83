import { subscriberOrigin } from '#core/newsletter/subscriberOrigin.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { allSubscribers, deleteSubscriber, listSubscribers, type Subscriber } from './api.ts';
import { subscriberCsv } from './subscriberCsv.ts';

const copy = adminMessages.subscribers;
const orNotAvailable = (value: string | null) => value ?? adminMessages.common.notAvailable;

/** Subscribers with a CSV export that is safe to open in a spreadsheet. */
const subscribers: ListDescription<Subscriber> = {
  title: copy.listTitle,
  loadError: copy.loadListError,
  searchLabel: 'Buscar por email, nombre o país',
  statuses: filterOptions({ all: 'Todos', active: 'Activos', inactive: 'Inactivos' }),
  rowLabel: (row) => `suscriptor ${row.email}`,
  csv: {
    fileName: 'suscriptores.csv',
    build: async (params) => subscriberCsv(await allSubscribers(params)),
    failed: copy.exportError,
  },
  remove: removeById(deleteSubscriber, copy),
  columns: [
    { header: 'Email', cell: (row) => row.email },
    { header: 'Nombre', cell: (row) => orNotAvailable(row.name) },
    { header: 'País', cell: (row) => orNotAvailable(row.country) },
    { header: 'Origen', cell: (row) => subscriberOrigin(row.subscribed_via) },
    { header: 'Activo', cell: (row) => (row.is_active ? 'Sí' : 'No') },
    dateColumn('Alta', (row) => row.created_at),
  ],
};

export function SubscriberList() {
  const list = usePagedList(listSubscribers);
  return <ListScreen list={list} description={subscribers} />;
}
