import { HandHeart } from 'lucide-react';
import { READABLE_TEXT } from '../../components/DataTable.tsx';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions, personColumn } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deletePrayer, listPrayers, markPrayedFor, type PrayerRequest } from './api.ts';

const copy = adminMessages.prayers;

/** Prayer requests inbox for the pastoral team: mark prayed for, or delete. */
const prayers: ListDescription<PrayerRequest> = {
  title: copy.listTitle,
  loadError: copy.loadListError,
  searchLabel: 'Buscar por nombre o motivo',
  statuses: filterOptions({ all: 'Todas', pending: 'Pendientes', prayed: 'Oradas' }),
  rowLabel: (row) => `petición de ${row.name}`,
  actions: [
    {
      text: 'Marcar como orada',
      icon: HandHeart,
      shows: (row) => !row.is_prayed_for,
      run: (row) => markPrayedFor(row.id),
      done: copy.marked,
      failed: copy.updateError,
    },
  ],
  remove: { run: (row) => deletePrayer(row.id), done: copy.deleted, failed: copy.deleteError },
  columns: [
    personColumn('Persona', (row) => [row.name, row.email]),
    {
      header: 'Motivo',
      className: READABLE_TEXT,
      cell: (row) => <p className="max-w-prose whitespace-pre-line">{row.request_text}</p>,
    },
    { header: 'Estado', cell: (row) => (row.is_prayed_for ? 'Orada' : 'Pendiente') },
    dateColumn('Recibida', (row) => row.created_at),
  ],
};

export function PrayerList() {
  const list = usePagedList(listPrayers);
  return <ListScreen list={list} description={prayers} />;
}
