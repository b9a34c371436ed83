import { formatClock } from '#core/formatTime.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { type ShiftVolunteer, shiftVolunteers } from './api.ts';

const copy = adminMessages.shifts.volunteers;

/** "domingo, 6 de diciembre, 09:30" in the shift's zone, as the volunteers read it. */
const dateHeading = (startsAt: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    new Date(startsAt),
  )}, ${formatClock(new Date(startsAt), timeZone)}`;

/** Email, and the phone as WhatsApp only with the person's consent (as the registration's roster). */
function Reach({ person }: { person: ShiftVolunteer }) {
  return (
    <span className="text-ink-700">
      {person.email && (
        <a href={`mailto:${person.email}`} className="text-navy-700 underline">
          {person.email}
        </a>
      )}
      {person.email && person.phone && ' · '}
      {person.phone &&
        (person.whatsapp_consent
          ? `${copy.whatsapp}: ${person.phone}`
          : `${person.phone} (${copy.phoneWithoutConsent})`)}
    </span>
  );
}

/**
 * «Quién viene» under a shift's editor: each date of the coming weeks that has people, with who is
 * confirmed and who waits, and how to reach them (the coordinator calls a volunteer who cannot come).
 */
export function ShiftVolunteers({
  shiftId,
  capacity,
  timeZone,
}: {
  shiftId: string;
  capacity: number;
  timeZone: string;
}) {
  const { data: dates, error } = useLoad(shiftId, () => shiftVolunteers(shiftId));
  return (
    <section className="mt-8" aria-labelledby="shift-volunteers">
      <h2 id="shift-volunteers" className="text-xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 text-ink-700">{copy.intro}</p>
      {error ? (
        <ErrorPanel title={adminMessages.shifts.loadError} error={error} />
      ) : !dates ? (
        <Spinner label={adminMessages.common.loading} />
      ) : dates.length === 0 ? (
        <p className="card mt-4">{copy.none}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {dates.map((date) => {
            const confirmed = date.people.filter((person) => person.status === 'confirmed').length;
            return (
              <li key={date.id} className="card">
                <h3 className="font-semibold first-letter:uppercase">
                  {dateHeading(date.starts_at, timeZone)} ·{' '}
                  {copy.summary(confirmed, date.capacity ?? capacity)}
                </h3>
                <ol className="mt-2 grid gap-1">
                  {date.people.map((person) => (
                    <li key={person.id}>
                      <span className="font-semibold">{person.name}</span>
                      {person.status === 'waitlisted' && ` (${copy.waitlisted})`} · <Reach person={person} />
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
