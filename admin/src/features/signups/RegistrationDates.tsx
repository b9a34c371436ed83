import { SlidersHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { adjustDate } from './api.ts';
import { adjustDateSchema, closingWallTime, dateLabel, type RegistrationDate } from './registrationDates.ts';

const copy = adminMessages.signups.dates;

type DateLine = RegistrationDate & { id: string; label: string };

/** «Ajustar»: one date's own places and closing; empty fields give it back the list's. */
function AdjustDateDialog({
  date,
  listId,
  listCapacity,
  onClose,
}: {
  date: DateLine;
  listId: string;
  listCapacity: number;
  onClose(saved: boolean): void;
}) {
  const [value, setValue] = useState({
    capacity: date.ownCapacity === null ? '' : String(date.ownCapacity),
    closesAt: closingWallTime(date),
  });
  return (
    <FormDialog
      title={copy.adjustTitle(date.label)}
      schema={adjustDateSchema(date.start.timeZoneId)}
      value={value}
      save={(change) => adjustDate(listId, date.start.toInstant().toString(), date.row?.id ?? null, change)}
      done={copy.adjusted}
      doneDetail={() => date.label}
      failed={copy.adjustError}
      onClose={onClose}
    >
      <TextInput
        id="signup-date-capacity"
        label={copy.dateCapacity}
        inputMode="numeric"
        hint={copy.dateCapacityHint(listCapacity)}
        value={value.capacity}
        onChange={(capacity) => setValue((previous) => ({ ...previous, capacity }))}
      />
      <TextInput
        id="signup-date-closes"
        label={copy.dateClosesAt}
        type="datetime-local"
        hint={copy.dateClosesHint}
        value={value.closesAt}
        onChange={(closesAt) => setValue((previous) => ({ ...previous, closesAt }))}
      />
    </FormDialog>
  );
}

/** «Fechas»: each date's places, confirmed and waiting, closing; its list, and «Ajustar». */
export function RegistrationDates({
  eventId,
  listId,
  listCapacity,
  dates,
  onChanged,
}: {
  eventId: string;
  listId: string;
  listCapacity: number;
  dates: readonly RegistrationDate[];
  onChanged(): void;
}) {
  const [adjusting, setAdjusting] = useState<DateLine | null>(null);
  const lines: DateLine[] = dates.map((date) => ({
    ...date,
    id: String(date.start.epochMilliseconds),
    label: dateLabel(date.start),
  }));
  return (
    <section aria-labelledby="signup-dates-title">
      <h2 id="signup-dates-title" className="mt-8 text-xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 text-ink-700">{copy.hint}</p>
      {lines.length === 0 ? (
        <p className="card mt-4">{copy.none}</p>
      ) : (
        <DataTable
          rows={lines}
          rowLabel={(line) => line.label}
          columns={[
            { header: copy.date, cell: (line) => <span className="font-semibold">{line.label}</span> },
            {
              header: copy.places,
              cell: (line) => (
                <>
                  {copy.placesOf(line.confirmed, line.capacity)}
                  {line.ownCapacity !== null && (
                    <span className="block text-xs text-ink-700">{copy.ownPlaces}</span>
                  )}
                </>
              ),
            },
            { header: copy.waitlisted, cell: (line) => line.waitlisted },
            {
              header: copy.closes,
              cell: (line) => (
                <>
                  {dateLabel(line.closesAt)}
                  {line.ownClosing && <span className="block text-xs text-ink-700">{copy.ownClosing}</span>}
                </>
              ),
            },
          ]}
          actions={(line) => (
            <>
              {line.row && (
                <Link
                  to={`/inscripciones/${eventId}/fechas/${line.row.id}`}
                  className="btn-secondary whitespace-nowrap"
                  aria-label={copy.open(line.label)}
                >
                  <Users className="size-4" aria-hidden="true" />
                  {copy.openShort}
                </Link>
              )}
              <button
                type="button"
                className="btn-secondary whitespace-nowrap"
                aria-label={copy.adjust(line.label)}
                onClick={() => setAdjusting(line)}
              >
                <SlidersHorizontal className="size-4" aria-hidden="true" />
                {copy.adjustShort}
              </button>
            </>
          )}
        />
      )}
      {adjusting && (
        <AdjustDateDialog
          date={adjusting}
          listId={listId}
          listCapacity={listCapacity}
          onClose={(saved) => {
            setAdjusting(null);
            if (saved) onChanged();
          }}
        />
      )}
    </section>
  );
}
