import { Check, Search } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { errorDetail } from '#core/supabaseError.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { getDateRoster, setAttended } from './api.ts';
import { LoadProblem } from './RegistrationScreen.tsx';
import { dateLabel } from './registrationDates.ts';
import { checkInList, type SignupRow } from './signupRoster.ts';
import { useReloadable } from './useReloadable.ts';

const copy = adminMessages.signups.checkIn;

/**
 * /inscripciones/:eventId/fechas/:dateId/asistencia: the list passed at the door on a phone. Each
 * confirmed person is one large button that marks them present and, tapped again, takes it back; the
 * screen shows the change at once and puts it back with an error if the database refused it.
 */
export function CheckInScreen() {
  const { eventId = '', dateId = '' } = useParams();
  const toast = useToast();
  const { state, setState } = useReloadable(`${eventId}/${dateId}`, () => getDateRoster(eventId, dateId));
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  if (state.kind !== 'ready') return <LoadProblem state={state} />;
  const roster = state.data;
  if (!roster.list || !roster.date)
    return <LoadProblem state={{ kind: 'error', error: adminMessages.signups.roster.dateNotFound }} />;
  const label = dateLabel(
    Temporal.Instant.from(roster.date.starts_at).toZonedDateTimeISO(roster.event.time_zone),
  );
  const confirmed = checkInList(roster.signups, '');
  const present = confirmed.filter((row) => row.attended_at).length;
  const shown = checkInList(roster.signups, search);

  const withAttendance = (id: string, attendedAt: string | null) =>
    setState((previous) =>
      previous.kind === 'ready'
        ? {
            kind: 'ready',
            data: {
              ...previous.data,
              signups: previous.data.signups.map((row) =>
                row.id === id ? { ...row, attended_at: attendedAt } : row,
              ),
            },
          }
        : previous,
    );

  async function toggle(row: SignupRow) {
    const before = row.attended_at;
    const marking = !before;
    withAttendance(row.id, marking ? new Date().toISOString() : null);
    setBusy((previous) => new Set(previous).add(row.id));
    try {
      withAttendance(row.id, await setAttended(row.id, marking));
    } catch (error) {
      withAttendance(row.id, before);
      toast.error(copy.error, errorDetail(error));
    } finally {
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(row.id);
        return next;
      });
    }
  }

  return (
    <section className="mx-auto max-w-2xl">
      <BackLink to={`/inscripciones/${eventId}/fechas/${dateId}`} label={copy.backToRoster} />
      <h1 className="mt-2 text-2xl font-bold">{copy.title}</h1>
      <p className="mt-1 text-ink-700">
        {roster.event.title}: {label}
      </p>
      <p role="status" className="mt-3 text-lg font-bold">
        {copy.present(present, confirmed.length)}
      </p>
      <div className="relative mt-4">
        <label htmlFor="check-in-search" className="label">
          {copy.search}
        </label>
        <Search
          className="pointer-events-none absolute bottom-3.5 left-3 size-5 text-ink-700"
          aria-hidden="true"
        />
        <input
          id="check-in-search"
          type="search"
          className="field min-h-12 pl-10 text-lg"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="card mt-4">{copy.none}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {shown.map((row) => {
            const attended = Boolean(row.attended_at);
            return (
              <li key={row.id}>
                <button
                  type="button"
                  aria-pressed={attended}
                  disabled={busy.has(row.id)}
                  onClick={() => void toggle(row)}
                  className={`flex min-h-16 w-full items-center gap-4 rounded-xl border-2 p-4 text-left text-lg ${
                    attended ? 'border-sage-700 bg-sage-100' : 'border-cream-300 bg-white'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 ${
                      attended ? 'border-sage-700 bg-sage-700 text-white' : 'border-ink-600'
                    }`}
                  >
                    {attended && <Check className="size-6" />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold wrap-anywhere">{row.name}</span>
                    <span className="block text-base text-ink-700">
                      {attended ? `${copy.marked} · ${copy.undo}` : copy.mark}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
