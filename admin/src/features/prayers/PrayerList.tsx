import { HandHeart } from 'lucide-react';
import { DataTable, READABLE_TEXT } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { deletePrayer, listPrayers, markPrayedFor, type PrayerRequest } from './api.ts';

const copy = adminMessages.prayers;
const label = (row: PrayerRequest) => `petición de ${row.name}`;
const statusOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'prayed', label: 'Oradas' },
];

/** Prayer requests inbox for the pastoral team: mark prayed for, or delete. */
export function PrayerList() {
  const toast = useToast();
  const list = usePagedList(listPrayers);
  const remove = useConfirmDelete<PrayerRequest>({
    remove: (row) => deletePrayer(row.id),
    label,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });

  async function mark(row: PrayerRequest) {
    try {
      await markPrayedFor(row.id);
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
        searchLabel="Buscar por nombre o motivo"
        statusOptions={statusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={label}
          onDelete={remove.ask}
          actions={(row) =>
            row.is_prayed_for ? null : (
              <button type="button" className="btn-primary" onClick={() => mark(row)}>
                <HandHeart className="size-4" aria-hidden="true" />
                Marcar como orada <span className="sr-only">{label(row)}</span>
              </button>
            )
          }
          columns={[
            {
              header: 'Persona',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.name}</p>
                  <p className="text-ink-700">{row.email ?? ''}</p>
                </>
              ),
            },
            {
              header: 'Motivo',
              cell: (row) => <p className="max-w-prose whitespace-pre-line">{row.request_text}</p>,
              className: READABLE_TEXT,
            },
            { header: 'Estado', cell: (row) => (row.is_prayed_for ? 'Orada' : 'Pendiente') },
            { header: 'Recibida', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
