import { useState } from 'react';
import { WEEKDAY_CODES, type WeekdayCode } from '#core/events/recurrenceChoice.ts';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { type EventForm, exceptionLabel, occurrenceOn, previewOf } from './eventForm.ts';
import { intervalLabel, type RepeatKey, repeatOptions, weekdayOf } from './recurrenceForm.ts';

const copy = adminMessages.resources.events;
const DAY_NAMES: Record<WeekdayCode, string> = copy.fields.weekdays;

interface Props {
  form: EventForm;
  onChange(change: Partial<EventForm>): void;
  now: Date;
}

/**
 * How the event repeats, chosen among what the start date offers, with the rule in Spanish words and the
 * next five dates redrawn as the editor types; each of those dates can be cancelled (an exception).
 */
export function RecurrencePicker({ form, onChange, now }: Props) {
  const preview = previewOf(form, now);
  const intervalText = intervalLabel(form.repeat);
  const recurring = form.repeat !== 'once';
  const [otherDate, setOtherDate] = useState('');
  const [otherDateError, setOtherDateError] = useState('');

  function cancelOtherDate() {
    const start = occurrenceOn(form, otherDate);
    setOtherDateError(start ? '' : copy.errors.notADate);
    if (!start) return;
    if (!form.exceptions.includes(start)) onChange({ exceptions: [...form.exceptions, start] });
    setOtherDate('');
  }

  function chooseRepeat(repeat: string) {
    const key = repeat as RepeatKey;
    onChange(key === 'weekly' ? { repeat: key, weekdays: [weekdayOf(form.startsAt)] } : { repeat: key });
  }

  function toggleDay(day: WeekdayCode, on: boolean) {
    const days = on ? [...form.weekdays, day] : form.weekdays.filter((code) => code !== day);
    if (days.length > 0) onChange({ weekdays: days });
  }

  return (
    <div className="space-y-4">
      <SelectInput
        id="event-repeat"
        label={copy.fields.repeat}
        options={repeatOptions(form.startsAt, form.timeZone, form.customRule)}
        value={form.repeat}
        onChange={chooseRepeat}
      />
      {intervalText && (
        <TextInput
          id="event-interval"
          label={intervalText}
          type="number"
          min={1}
          max={99}
          inputMode="numeric"
          value={form.interval}
          onChange={(interval) => onChange({ interval })}
        />
      )}
      {form.repeat === 'weekly' && (
        <fieldset>
          <legend className="label">{copy.fields.days}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAY_CODES.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={form.weekdays.includes(day)}
                  onChange={(event) => toggleDay(day, event.target.checked)}
                />
                {DAY_NAMES[day]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <section aria-labelledby="event-dates-heading" className="rounded-md bg-cream-100 p-4">
        <h3 id="event-dates-heading" className="font-bold">
          {copy.fields.nextDates}
        </h3>
        <div aria-live="polite">
          {preview ? (
            <>
              <p className="mt-1 text-ink-700">{preview.words}</p>
              {preview.dates.length === 0 && <p className="mt-2">{copy.errors.noUpcoming}</p>}
              <ol className="mt-2 space-y-1">
                {preview.dates.map((date) => (
                  <li key={date.start} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {date.day} · {date.time}
                    </span>
                    {recurring && (
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() => onChange({ exceptions: [...form.exceptions, date.start] })}
                      >
                        {copy.actions.cancelDate}
                        <span className="sr-only">: {date.day}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-1">{copy.errors.noDates}</p>
          )}
        </div>
      </section>
      {recurring && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grow">
            <TextInput
              id="event-other-date"
              label={copy.fields.otherDate}
              type="date"
              hint={otherDateError || undefined}
              aria-invalid={otherDateError ? true : undefined}
              value={otherDate}
              onChange={setOtherDate}
            />
          </div>
          <button type="button" className="btn-secondary" onClick={cancelOtherDate}>
            {copy.actions.cancelThatDay}
          </button>
        </div>
      )}
      {recurring && form.exceptions.length > 0 && (
        <section aria-labelledby="event-exceptions-heading">
          <h3 id="event-exceptions-heading" className="font-bold">
            {copy.fields.cancelledDates}
          </h3>
          <ul className="mt-2 space-y-1">
            {form.exceptions.map((start) => {
              const label = exceptionLabel(start, form.timeZone);
              return (
                <li key={start} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{label}</span>
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() =>
                      onChange({ exceptions: form.exceptions.filter((other) => other !== start) })
                    }
                  >
                    {copy.actions.restore}
                    <span className="sr-only">: {label}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
