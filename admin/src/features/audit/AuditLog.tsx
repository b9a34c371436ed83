import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { formatDateAndClock } from '#core/formatTime.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { allAuditEntries, listAuditEntries, listStaff } from './api.ts';
import {
  type AuditEntry,
  type AuditFilters,
  auditCsv,
  changesOf,
  describeEntry,
  NO_FILTERS,
  personOf,
} from './auditEntry.utils.ts';

const copy = adminMessages.audit;
const when = (iso: string) => formatDateAndClock(new Date(iso), { dateStyle: 'medium' });

/** One entry: when, who (with the role they had), what, and the rows before and after where kept. */
function EntryRow({ entry }: { entry: AuditEntry }) {
  const person = personOf(entry);
  const changes = changesOf(entry);
  return (
    <li className="grid gap-1 border-t border-cream-300 pt-3 first:border-t-0 first:pt-0 md:grid-cols-[10rem_14rem_1fr] md:gap-4">
      <time dateTime={entry.occurred_at} className="text-sm text-ink-700">
        {when(entry.occurred_at)}
      </time>
      <p className="break-words">
        <span className="font-semibold">{person.name}</span>
        <span className="block text-sm text-ink-700">{person.role}</span>
      </p>
      <div className="min-w-0">
        <p>{describeEntry(entry)}</p>
        {entry.changed_columns && changes.length === 0 && (
          <p className="text-sm text-ink-700">{copy.changedColumns(entry.changed_columns.join(', '))}</p>
        )}
        {changes.length > 0 && (
          <details className="mt-1">
            <summary className="cursor-pointer text-navy-700 underline">{copy.showChanges}</summary>
            <table className="mt-2 w-full table-fixed text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="w-1/4 pr-2">
                    {copy.columns.details}
                  </th>
                  <th scope="col" className="pr-2">
                    {copy.before}
                  </th>
                  <th scope="col">{copy.after}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.column} className="align-top">
                    <th scope="row" className="pr-2 text-left font-mono font-normal break-all">
                      {change.column}
                    </th>
                    <td className="pr-2 break-all whitespace-pre-wrap">{change.before}</td>
                    <td className="break-all whitespace-pre-wrap">{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
      </div>
    </li>
  );
}

/** «Auditoría» (admins only): the staff changes the triggers recorded, filtered, read and exported. */
export function AuditLog() {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [staff, setStaff] = useState<{ id: string; email: string | null }[]>([]);
  const [error, setError] = useState('');

  const load = useCallback(async (chosen: AuditFilters, offset: number) => {
    setError('');
    try {
      const page = await listAuditEntries(chosen, offset);
      setEntries((previous) => (offset === 0 ? page.rows : [...previous, ...page.rows]));
      setTotal(page.total);
      setLoaded(true);
    } catch (failure) {
      setError(`${copy.error}: ${errorDetail(failure)}`);
    }
  }, []);

  useEffect(() => {
    void load(filters, 0);
  }, [filters, load]);
  useEffect(() => {
    listStaff().then(setStaff, (failure) => setError(`${copy.error}: ${errorDetail(failure)}`));
  }, []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [key]: event.target.value }));

  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="max-w-prose">{copy.intro}</p>
      <form className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={apply}>
        <div>
          <label htmlFor="audit-person" className="label">
            {copy.filters.person}
          </label>
          <select id="audit-person" className="field" value={draft.person} onChange={set('person')}>
            <option value="">{copy.filters.anyPerson}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
            <option value="system">{copy.filters.system}</option>
          </select>
        </div>
        <div>
          <label htmlFor="audit-kind" className="label">
            {copy.filters.kind}
          </label>
          <select id="audit-kind" className="field" value={draft.kind} onChange={set('kind')}>
            <option value="">{copy.filters.anyKind}</option>
            {Object.entries(copy.tables).map(([table, label]) => (
              <option key={table} value={table}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="label">
            {copy.filters.from}
          </label>
          <input id="audit-from" type="date" className="field" value={draft.from} onChange={set('from')} />
        </div>
        <div>
          <label htmlFor="audit-to" className="label">
            {copy.filters.to}
          </label>
          <input id="audit-to" type="date" className="field" value={draft.to} onChange={set('to')} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {copy.filters.apply}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            {copy.filters.clear}
          </button>
          <ExportCsvButton
            fileName={copy.fileName(new Date().toISOString().slice(0, 10))}
            build={async () => auditCsv(await allAuditEntries(filters))}
            failed={copy.exportFailed}
          />
        </div>
      </form>
      <FormProblem boxed>{error}</FormProblem>
      <div className="card grid gap-3 p-4">
        <p aria-live="polite" className="text-sm text-ink-700">
          {loaded && copy.shown(entries.length, total)}
        </p>
        {loaded && entries.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <ul className="grid gap-3" aria-label={copy.title}>
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {entries.length < total && (
          <button
            type="button"
            className="btn-secondary justify-self-start"
            onClick={() => void load(filters, entries.length)}
          >
            {copy.more}
          </button>
        )}
      </div>
    </section>
  );
}
