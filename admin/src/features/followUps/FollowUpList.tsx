import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FOLLOW_UP_KINDS, isOverdue, utcDay } from '#core/followUps/followUpKinds.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { SelectInput } from '../../components/FormField.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { longDate } from '../../lib/dates.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { type FollowUp, listFollowUps, staffEmails } from './api.ts';
import { DEFAULT_FILTERS, type FollowUpFilters } from './followUps.utils.ts';

const copy = adminMessages.followUps;

const kindOptions = [
  { value: '', label: copy.filters.anyKind },
  ...FOLLOW_UP_KINDS.map((kind) => ({ value: kind, label: copy.kinds[kind] })),
];
const statusOptions = [
  { value: 'open', label: copy.filters.open },
  { value: '', label: copy.filters.anyStatus },
  ...(['nuevo', 'en_curso', 'cerrado'] as const).map((status) => ({
    value: status,
    label: copy.statuses[status],
  })),
];

/** «Seguimiento»: every item the person's role follows up, with «Míos» and «Vencidos» one tap away. */
export function FollowUpList() {
  const { userId } = useStaff();
  const [filters, setFilters] = useState<FollowUpFilters>(DEFAULT_FILTERS);
  const [items, setItems] = useState<FollowUp[] | null>(null);
  const [emails, setEmails] = useState<Map<string, string>>(new Map());
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    listFollowUps(filters, userId).then(
      (rows) => current && setItems(rows),
      (failure) => current && setError(`${copy.listError}: ${errorDetail(failure)}`),
    );
    return () => {
      current = false;
    };
  }, [filters, userId]);
  useEffect(() => {
    staffEmails().then(setEmails, () => undefined);
  }, []);

  const today = utcDay(new Date());
  const toggle = (key: 'mine' | 'overdue') => (
    <button
      type="button"
      aria-pressed={filters[key]}
      className={filters[key] ? 'btn-primary' : 'btn-secondary'}
      onClick={() => setFilters((previous) => ({ ...previous, [key]: !previous[key] }))}
    >
      {copy.filters[key]}
    </button>
  );

  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="mt-1 max-w-prose text-ink-700">{copy.intro}</p>
      </div>
      <div className="card flex flex-wrap items-end gap-4 p-4">
        {toggle('mine')}
        {toggle('overdue')}
        <SelectInput
          id="follow-up-kind"
          label={copy.filters.kind}
          value={filters.kind}
          onChange={(kind) =>
            setFilters((previous) => ({ ...previous, kind: kind as FollowUpFilters['kind'] }))
          }
          options={kindOptions}
        />
        <SelectInput
          id="follow-up-status"
          label={copy.filters.status}
          value={filters.status}
          onChange={(status) =>
            setFilters((previous) => ({ ...previous, status: status as FollowUpFilters['status'] }))
          }
          options={statusOptions}
        />
      </div>
      <FormProblem boxed>{error}</FormProblem>
      {items && items.length === 0 && <p className="card p-4">{copy.empty}</p>}
      {items && items.length > 0 && (
        <ul className="card grid gap-0 divide-y divide-cream-300" aria-label={copy.title}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/seguimiento/${item.id}`}
                className="grid gap-1 p-4 hover:bg-cream-100 focus-visible:bg-cream-100 sm:grid-cols-[1fr_auto]"
              >
                <span>
                  <span className="font-semibold text-navy-700 underline">{copy.kinds[item.kind]}</span>{' '}
                  <span className="text-ink-700">· {copy.statuses[item.status as 'nuevo']}</span>
                  <span className="block text-sm text-ink-700">
                    {copy.owner}:{' '}
                    {item.owner_id ? (emails.get(item.owner_id) ?? copy.unknownPerson) : copy.noOwner}
                  </span>
                </span>
                <span className="text-sm">
                  {isOverdue(item, today) && (
                    <span className="mr-2 rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">
                      {copy.overdueBadge}
                    </span>
                  )}
                  {copy.due(longDate(`${item.due_on}T12:00:00Z`))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
