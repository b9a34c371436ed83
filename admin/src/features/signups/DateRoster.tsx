import { ClipboardCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import type { RegistrationQuestion } from '#core/signups/registrationSettings.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { getDateRoster } from './api.ts';
import { LoadProblem } from './RegistrationScreen.tsx';
import { dateLabel } from './registrationDates.ts';
import {
  answerLines,
  rosterCsv,
  rosterFileName,
  rosterOf,
  type SignupRow,
  shortDateTime,
  statusLabel,
} from './signupRoster.ts';
import { useReloadable } from './useReloadable.ts';

const copy = adminMessages.signups;
type WaitingRow = ReturnType<typeof rosterOf>['waitlist'][number];
const columns = copy.roster.columns;

/** Email, and the phone marked as WhatsApp only with the person's consent. */
export function Contact({ row }: { row: SignupRow }) {
  return (
    <>
      {row.email && (
        <a href={`mailto:${row.email}`} className="block text-navy-700 underline">
          {row.email}
        </a>
      )}
      {row.phone && (
        <span className="block">
          {row.whatsapp_consent
            ? `${copy.roster.whatsapp}: ${row.phone}`
            : `${row.phone} (${copy.roster.phoneWithoutConsent})`}
        </span>
      )}
    </>
  );
}

function Answers({ questions, row }: { questions: readonly RegistrationQuestion[]; row: SignupRow }) {
  const lines = answerLines(questions, row.answers);
  if (!lines.length) return <span aria-hidden="true">—</span>;
  return (
    <dl>
      {lines.map((line) => (
        <div key={line.label}>
          <dt className="inline font-semibold">{line.label}: </dt>
          <dd className="inline">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /inscripciones/:eventId/fechas/:dateId: who has a place, who waits (in order), CSV, check-in. */
export function DateRoster() {
  const { eventId = '', dateId = '' } = useParams();
  const { state } = useReloadable(`${eventId}/${dateId}`, () => getDateRoster(eventId, dateId));
  if (state.kind !== 'ready') return <LoadProblem state={state} />;
  const { event, list, date, signups } = state.data;
  if (!list || !date) return <LoadProblem state={{ kind: 'error', error: copy.roster.dateNotFound }} />;
  const questions = (Array.isArray(list.questions)
    ? list.questions
    : []) as unknown as RegistrationQuestion[];
  const zone = event.time_zone;
  const start = Temporal.Instant.from(date.starts_at).toZonedDateTimeISO(zone);
  const label = dateLabel(start);
  const roster = rosterOf(signups);
  const capacity = date.capacity ?? list.capacity;
  const answerColumn = {
    header: columns.answers,
    cell: (row: SignupRow) => <Answers questions={questions} row={row} />,
    wide: 'text' as const,
  };
  const signedUp = {
    header: columns.signedUp,
    cell: (row: SignupRow) => shortDateTime(row.created_at, zone),
    className: 'lg:whitespace-nowrap',
  };
  const contact = {
    header: columns.contact,
    cell: (row: SignupRow) => <Contact row={row} />,
    wide: 'line' as const,
  };
  return (
    <section>
      <BackLink to={`/inscripciones/${event.id}`} label={copy.backToEvent(event.title)} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {event.title}: {label}
        </h1>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton
            fileName={rosterFileName(event.slug, start.toPlainDate().toString())}
            failed={copy.roster.csvFailed}
            build={async () => rosterCsv(signups, questions, zone)}
          />
          <Link to={`/inscripciones/${event.id}/fechas/${date.id}/asistencia`} className="btn-primary">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {copy.roster.checkIn}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-ink-700">
        {copy.roster.summary(roster.confirmed.length, capacity, roster.waitlist.length)}
      </p>

      <h2 className="mt-6 text-xl font-bold">{copy.roster.confirmed}</h2>
      {roster.confirmed.length === 0 ? (
        <p className="card mt-4">{copy.roster.noneConfirmed}</p>
      ) : (
        <DataTable
          rows={roster.confirmed}
          rowLabel={(row) => row.name}
          columns={[
            {
              header: columns.name,
              cell: (row) => (
                <>
                  <span className="font-semibold">{row.name}</span>
                  {row.promoted_at && (
                    <span className="block text-xs text-ink-700">{copy.roster.promoted}</span>
                  )}
                </>
              ),
            },
            contact,
            answerColumn,
            signedUp,
            {
              header: columns.attended,
              cell: (row) =>
                row.attended_at
                  ? copy.roster.attendedAt(shortDateTime(row.attended_at, zone).split(', ')[1] ?? '')
                  : copy.roster.notYet,
              className: 'lg:whitespace-nowrap',
            },
          ]}
        />
      )}

      <h2 className="mt-8 text-xl font-bold">{copy.roster.waitlist}</h2>
      {roster.waitlist.length === 0 ? (
        <p className="card mt-4">{copy.roster.noneWaiting}</p>
      ) : (
        <DataTable<WaitingRow>
          rows={roster.waitlist}
          rowLabel={(row) => row.name}
          columns={[
            {
              header: columns.name,
              cell: (row) => (
                <span className="font-semibold">
                  {row.position}. {row.name}
                </span>
              ),
            },
            contact,
            answerColumn,
            signedUp,
          ]}
        />
      )}

      {roster.cancelled.length > 0 && (
        <details className="mt-8">
          <summary className="cursor-pointer text-xl font-bold">
            {copy.roster.cancelled} ({roster.cancelled.length})
          </summary>
          <DataTable
            rows={roster.cancelled}
            rowLabel={(row) => row.name}
            columns={[
              { header: columns.name, cell: (row) => row.name },
              contact,
              { header: columns.status, cell: (row) => statusLabel(row.status) },
              { header: copy.csv.cancelledAt, cell: (row) => shortDateTime(row.cancelled_at, zone) },
            ]}
          />
        </details>
      )}
    </section>
  );
}
