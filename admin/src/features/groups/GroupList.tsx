import { Link } from 'react-router';
import { groupWhen } from '#core/groups/groupSchedule.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { ListHeading } from '../../components/ListHeading.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { listGroups } from './api.ts';

const copy = adminMessages.groups;

/** /grupos: every group with its members, its pending requests and a way into it. */
export function GroupList() {
  const { data: rows, error } = useLoad('groups', listGroups);
  if (error) return <ErrorPanel title={copy.loadError} error={error} />;
  if (!rows) return <Spinner label={adminMessages.common.loading} />;
  return (
    <section className="max-w-5xl">
      <ListHeading copy={copy} createTo="/grupos/nuevo" />
      {rows.length === 0 ? (
        <p className="card mt-6">{copy.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="card flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {row.name}{' '}
                  <span className="ml-1 rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-ink-700">
                    {row.is_published ? copy.states.published : copy.states.draft}
                  </span>
                </p>
                <p className="mt-1 text-ink-700">
                  {groupWhen(row.day_of_week, row.meets_at)} · {row.zone} ·{' '}
                  {copy.requests.places(row.members, row.capacity)}
                  {row.pending > 0 && (
                    <>
                      {' · '}
                      <strong>
                        {copy.requests.pending}: {row.pending}
                      </strong>
                    </>
                  )}
                </p>
              </div>
              <Link
                to={`/grupos/${row.id}`}
                className="btn-secondary"
                aria-label={`${copy.open}: ${row.name}`}
              >
                {copy.open}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
