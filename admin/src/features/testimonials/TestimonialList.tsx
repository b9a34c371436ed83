import { Check, Undo2 } from 'lucide-react';
import { DataTable, READABLE_TEXT } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deleteTestimonial, listTestimonials, setApproved, type TestimonialRow } from './api.ts';

const copy = adminMessages.testimonials;
const label = (row: TestimonialRow) => `testimonio de ${row.name ?? 'visitante'}`;
const statusOptions = [
  { value: 'all', label: 'Todos' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'approved', label: 'Aprobados' },
];

/** Moderation inbox: approve (shown on the site), withdraw approval, or delete. */
export function TestimonialList() {
  const toast = useToast();
  const list = usePagedList(listTestimonials);
  const remove = useConfirmDelete<TestimonialRow>({
    remove: (row) => deleteTestimonial(row.id),
    label,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });

  async function review(row: TestimonialRow, approve: boolean) {
    try {
      await setApproved(row.id, approve);
      toast.success(approve ? copy.approved : copy.rejected);
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
        searchLabel="Buscar por nombre, país o texto"
        statusOptions={statusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={label}
          onDelete={remove.ask}
          actions={(row) =>
            row.is_approved ? (
              <button type="button" className="btn-secondary" onClick={() => review(row, false)}>
                <Undo2 className="size-4" aria-hidden="true" />
                Retirar <span className="sr-only">{label(row)}</span>
              </button>
            ) : (
              <button type="button" className="btn-primary" onClick={() => review(row, true)}>
                <Check className="size-4" aria-hidden="true" />
                Aprobar <span className="sr-only">{label(row)}</span>
              </button>
            )
          }
          columns={[
            {
              header: 'Persona',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.name}</p>
                  <p className="text-ink-700">{row.country}</p>
                  <p className="text-ink-700">{row.email ?? ''}</p>
                </>
              ),
            },
            {
              header: 'Testimonio',
              cell: (row) => <p className="max-w-prose">{row.testimonial_text}</p>,
              className: READABLE_TEXT,
            },
            {
              header: 'Estado',
              cell: (row) => (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    row.is_approved ? 'bg-sage-100 text-sage-700' : 'bg-gold-100 text-gold-700'
                  }`}
                >
                  {row.is_approved ? 'Aprobado' : 'Pendiente'}
                </span>
              ),
            },
            { header: 'Recibido', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
