import { FileText } from 'lucide-react';
import { type ListDescription, ListScreen } from '../../components/ListScreen.tsx';
import { dateColumn, personColumn } from '../../components/listColumns.tsx';
import { whatsappContactLines } from '../../components/whatsappContactLines.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import {
  APPLICATION_STATUSES,
  cvSignedUrl,
  type JobApplication,
  listApplications,
  setApplicationStatus,
} from './api.ts';

const copy = adminMessages.resources.applications;
const { fields } = adminMessages.common;
const label = (row: JobApplication) => copy.rowLabel(row.name);

/** Opens the CV through a short-lived signed URL in a new tab. */
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
    throw error;
  }
}

/** Job applications: change the status, open the CV. */
const applications: ListDescription<JobApplication> = {
  title: copy.name,
  loadError: copy.errors.loadList,
  searchLabel: copy.actions.search,
  statuses: [
    { value: 'all', label: copy.filters.all },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: s })),
  ],
  rowLabel: label,
  actions: [
    { text: copy.actions.viewCv, icon: FileText, tone: 'secondary', run: openCv, failed: copy.errors.cv },
  ],
  columns: [
    personColumn(fields.person, (row) => [
      row.name,
      row.email,
      row.city_country,
      ...whatsappContactLines('application', row),
    ]),
    { header: copy.fields.position, cell: (row) => row.position_interest },
    {
      header: copy.fields.letter,
      // A full line on phones, but no minimum width at 1280 px: with the status picker and the CV button
      // beside it, a 16 rem letter pushed «Recibida» under the sticky actions (issue 34 item 8).
      wide: 'line',
      cell: (row) => <p className="line-clamp-4 max-w-prose">{row.cover_letter_text ?? ''}</p>,
    },
    {
      header: fields.status,
      cell: (row, update) => (
        <select
          aria-label={copy.fields.statusOf(label(row))}
          className="field mt-0 lg:min-w-40"
          value={row.status}
          onChange={(event) => {
            const status = event.target.value;
            void update(() => setApplicationStatus(row.id, status), {
              done: copy.notifications.updated,
              failed: copy.errors.update,
            });
          }}
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </select>
      ),
    },
    dateColumn(fields.receivedFeminine, (row) => row.created_at),
  ],
};

export function ApplicationList() {
  const list = usePagedList(listApplications);
  return <ListScreen list={list} description={applications} />;
}
