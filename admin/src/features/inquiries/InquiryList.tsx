import { CheckCheck } from 'lucide-react';
import { CONTACT_INTERESTS } from '#core/contactInterests.ts';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, filterOptions, personColumn } from '../../components/listColumns.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { removeById } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteInquiry, type Inquiry, listInquiries, markHandled } from './api.ts';

const copy = adminMessages.inquiries;
const interestLabel = (value: string | null) =>
  CONTACT_INTERESTS.find((interest) => interest.value === value)?.label ?? 'Página de contacto';

/** Contact inquiries inbox: mark handled once answered, or delete. */
const inquiries: ListDescription<Inquiry> = {
  title: copy.listTitle,
  loadError: copy.loadListError,
  searchLabel: 'Buscar por nombre, email o mensaje',
  statuses: filterOptions({ all: 'Todas', pending: 'Pendientes', handled: 'Atendidas' }),
  rowLabel: (row) => `consulta de ${row.name}`,
  actions: [
    {
      text: 'Marcar como atendida',
      icon: CheckCheck,
      shows: (row) => !row.handled,
      run: (row) => markHandled(row.id),
      done: copy.marked,
      failed: copy.updateError,
    },
  ],
  remove: removeById(deleteInquiry, copy),
  columns: [
    personColumn('Persona', (row) => [
      row.name,
      <a key="email" className="text-navy-700 underline" href={`mailto:${row.email}`}>
        {row.email}
      </a>,
    ]),
    {
      header: 'Mensaje',
      wide: 'text',
      cell: (row) => (
        <>
          <p className="text-ink-700">{row.subject ?? interestLabel(row.interest_type)}</p>
          <p className="max-w-prose whitespace-pre-line">{row.message}</p>
        </>
      ),
    },
    { header: 'Estado', cell: (row) => (row.handled ? 'Atendida' : 'Pendiente') },
    dateColumn('Recibida', (row) => row.created_at),
  ],
};

export function InquiryList() {
  const list = usePagedList(listInquiries);
  return <ListScreen list={list} description={inquiries} />;
}
