import { CheckCheck } from 'lucide-react';
import { CONTACT_INTERESTS } from '#core/contactInterests.ts';
import { DataTable, READABLE_TEXT } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteInquiry, type Inquiry, listInquiries, markHandled } from './api.ts';

const copy = adminMessages.inquiries;
const label = (row: Inquiry) => `consulta de ${row.name}`;
const interestLabel = (value: string | null) =>
  CONTACT_INTERESTS.find((interest) => interest.value === value)?.label ?? 'Página de contacto';
const statusOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'handled', label: 'Atendidas' },
];

/** Contact inquiries inbox: mark handled once answered, or delete. */
export function InquiryList() {
  const toast = useToast();
  const list = usePagedList(listInquiries);
  const remove = useConfirmDelete<Inquiry>({
    remove: (row) => deleteInquiry(row.id),
    label,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });

  async function mark(row: Inquiry) {
    try {
      await markHandled(row.id);
      toast.success(copy.marked);
      list.reload();
    } catch (error) {
      toast.error(copy.updateError, errorMessage(error));
    }
  }

  return (
    <section>
      <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por nombre, email o mensaje"
        statusOptions={statusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={label}
          onDelete={remove.ask}
          actions={(row) =>
            row.handled ? null : (
              <button type="button" className="btn-primary" onClick={() => mark(row)}>
                <CheckCheck className="size-4" aria-hidden="true" />
                Marcar como atendida <span className="sr-only">{label(row)}</span>
              </button>
            )
          }
          columns={[
            {
              header: 'Persona',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.name}</p>
                  <a className="text-navy-700 underline" href={`mailto:${row.email}`}>
                    {row.email}
                  </a>
                </>
              ),
            },
            {
              header: 'Mensaje',
              className: READABLE_TEXT,
              cell: (row) => (
                <>
                  <p className="text-ink-700">{row.subject ?? interestLabel(row.interest_type)}</p>
                  <p className="max-w-prose whitespace-pre-line">{row.message}</p>
                </>
              ),
            },
            { header: 'Estado', cell: (row) => (row.handled ? 'Atendida' : 'Pendiente') },
            { header: 'Recibida', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
