import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { ListDescription } from '../../components/ListScreen.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePagedList } from '../../lib/usePagedList.ts';
import { listRegistrations, type RegistrationListRow } from './api.ts';
import { nextDateText } from './registrationDates.ts';

const copy = adminMessages.signups;

function RegistrationState({ row }: { row: RegistrationListRow }) {
  const state = row.list ? (row.list.is_open ? 'open' : 'closed') : 'none';
  const tone = {
    open: 'bg-sage-100 text-sage-700',
    closed: 'bg-clay-100 text-clay-700',
    none: 'bg-cream-200 text-ink-700',
  };
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone[state]}`}
    >
      {copy.states[state]}
    </span>
  );
}

const registrations: ListDescription<RegistrationListRow> = {
  title: copy.name,
  loadError: copy.loadError,
  searchLabel: copy.search,
  rowLabel: (row) => row.title,
  columns: [
    {
      header: copy.columns.event,
      cell: (row) => (
        <>
          <span className="font-semibold">{row.title}</span>
          {!row.is_published && <p className="mt-1 text-ink-700">{copy.draftEvent}</p>}
        </>
      ),
      wide: 'text',
    },
    { header: copy.columns.state, cell: (row) => <RegistrationState row={row} /> },
    { header: copy.columns.places, cell: (row) => row.list?.capacity ?? '—' },
    { header: copy.columns.next, cell: (row) => nextDateText(row), className: 'lg:whitespace-nowrap' },
  ],
};

/** /inscripciones: every event with the state of its registration and a way into it. */
export function RegistrationList() {
  const list = usePagedList(listRegistrations);
  return (
    <ListScreen
      list={list}
      description={{
        ...registrations,
        columns: [
          ...registrations.columns,
          {
            header: adminMessages.common.fields.actions,
            cell: (row) => (
              <Link
                to={`/inscripciones/${row.id}`}
                className="btn-secondary whitespace-nowrap"
                aria-label={`${row.list ? copy.manageShort : copy.settings.create}: ${row.title}`}
              >
                <ClipboardList className="size-4" aria-hidden="true" />
                {row.list ? copy.manageShort : copy.settings.create}
              </Link>
            ),
          },
        ],
      }}
    />
  );
}
