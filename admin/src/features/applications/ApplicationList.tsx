import { FileText } from 'lucide-react';
import { DataTable, READABLE_TEXT } from '../../components/DataTable.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { longDate } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { usePagedList } from '../../lib/usePagedList.ts';
import {
  APPLICATION_STATUSES,
  cvSignedUrl,
  type JobApplication,
  listApplications,
  setApplicationStatus,
} from './api.ts';

const copy = adminMessages.applications;
const label = (row: JobApplication) => `solicitud de ${row.name}`;
const statusOptions = [
  { value: 'all', label: 'Todos' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: s })),
];

/** Job applications: change the status, open the CV through a short-lived signed URL. */
export function ApplicationList() {
  const toast = useToast();
  const list = usePagedList(listApplications);

  async function changeStatus(row: JobApplication, status: string) {
    try {
      await setApplicationStatus(row.id, status);
      toast.success(copy.updated);
      list.reload();
    } catch (error) {
      toast.error(copy.updateError, errorMessage(error));
    }
  }

  async function openCv(row: JobApplication) {
    // Open the tab first (inside the click) so pop-up blockers allow it, then point it at the signed URL.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await cvSignedUrl(row.cv_path);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(copy.cvError, errorMessage(error));
    }
  }

  return (
    <section>
      <h1 className="text-2xl font-bold">{copy.listTitle}</h1>
      <ListToolbar
        search={list.params.search}
        status={list.params.status}
        searchLabel="Buscar por nombre, email o posición"
        statusOptions={statusOptions}
        onChange={list.update}
      />
      <ListBody errorTitle={copy.loadListError} list={list} onPage={(page) => list.update({ page })}>
        <DataTable
          rows={list.rows}
          rowLabel={label}
          actions={(row) => (
            <button type="button" className="btn-secondary" onClick={() => openCv(row)}>
              <FileText className="size-4" aria-hidden="true" />
              Ver CV <span className="sr-only">{label(row)}</span>
            </button>
          )}
          columns={[
            {
              header: 'Persona',
              cell: (row) => (
                <>
                  <p className="font-semibold">{row.name}</p>
                  <p className="text-ink-700">{row.email}</p>
                  <p className="text-ink-700">{row.city_country ?? ''}</p>
                </>
              ),
            },
            { header: 'Posición', cell: (row) => row.position_interest },
            {
              header: 'Carta',
              cell: (row) => <p className="line-clamp-4 max-w-prose">{row.cover_letter_text ?? ''}</p>,
              className: READABLE_TEXT,
            },
            {
              header: 'Estado',
              cell: (row) => (
                <select
                  aria-label={`Estado de la ${label(row)}`}
                  className="field mt-0 min-w-40"
                  value={row.status}
                  onChange={(event) => changeStatus(row, event.target.value)}
                >
                  {APPLICATION_STATUSES.map((status) => (
                    <option key={status}>{status}</option>
                  ))}
                </select>
              ),
            },
            { header: 'Recibida', cell: (row) => longDate(row.created_at), className: 'whitespace-nowrap' },
          ]}
        />
      </ListBody>
    </section>
  );
}
