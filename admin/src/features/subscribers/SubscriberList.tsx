import { Download } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useConfirmDelete } from '../../lib/useConfirmDelete.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import { allSubscribers, deleteSubscriber, listSubscribers, type Subscriber } from './api.ts';
import { subscriberCsv } from './subscriberCsv.ts';

const copy = adminMessages.subscribers;
const label = (row: Subscriber) => `suscriptor ${row.email}`;
const statusOptions = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];

function download(name: string, text: string) {
  // A BOM so spreadsheets read the accents as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** Subscribers with a CSV export that is safe to open in a spreadsheet. */
export function SubscriberList() {
  const toast = useToast();
  const list = usePagedList(listSubscribers);
  const [exporting, setExporting] = useState(false);
  const remove = useConfirmDelete<Subscriber>({
    remove: (row) => deleteSubscriber(row.id),
    label,
    deleted: copy.deleted,
    deleteError: copy.deleteError,
    onDeleted: list.reload,
  });

  async function exportCsv() {
    setExporting(true);
    try {
      download('suscriptores.csv', subscriberCsv(await allSubscribers()));
    } catch (error) {
      toast.error(copy.exportError, errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
        <button type="button" className="btn-secondary" onClick={exportCsv} disabled={exporting}>
          <Download className="size-4" aria-hidden="true" />
          Exportar CSV
        </button>
      </div>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por email, nombre o país"
        statusOptions={statusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={label}
          onDelete={remove.ask}
          columns={[
            { header: 'Email', cell: (row) => row.email },
            { header: 'Nombre', cell: (row) => row.name ?? adminMessages.common.notAvailable },
            { header: 'País', cell: (row) => row.country ?? adminMessages.common.notAvailable },
            { header: 'Origen', cell: (row) => row.subscribed_via },
            { header: 'Activo', cell: (row) => (row.is_active ? 'Sí' : 'No') },
            { header: 'Alta', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
      {remove.dialog}
    </section>
  );
}
