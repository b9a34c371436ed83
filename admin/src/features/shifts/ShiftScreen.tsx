import { useParams } from 'react-router';
import { dayLabel, GROUP_DAYS } from '#core/groups/groupSchedule.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { SelectInput, TextArea } from '../../components/FormField.tsx';
import { RecordForm, useRecordForm } from '../../components/RecordForm.tsx';
import { RecordScreen } from '../../components/RecordScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { getShift, saveShift } from './api.ts';
import { ShiftVolunteers } from './ShiftVolunteers.tsx';
import { checkShiftForm, emptyShift, type ShiftFormValues, shiftFormValues } from './shiftForm.ts';

const copy = adminMessages.shifts;
const fields = copy.fields;
const back = { to: '/turnos', label: copy.backToList };

/** A shift's fields; a refusal stays next to its field and nothing typed is lost. */
function ShiftEditor({ id, initial }: { id: string | null; initial: ShiftFormValues }) {
  const { values, set, text, flag, saving, submit } = useRecordForm({
    id,
    initial,
    idPrefix: 'shift',
    path: '/turnos',
    copy,
    check: (values) => {
      const checked = checkShiftForm(values);
      return checked.ok
        ? { ok: true, save: () => saveShift(id, checked.fields) }
        : { ok: false, errors: checked.errors };
    },
  });
  return (
    <RecordForm
      onSubmit={submit}
      saving={saving}
      copy={copy}
      flag={{ label: fields.open, ...flag('is_open') }}
    >
      <div className="sm:col-span-2">{text('title', fields.title, { maxLength: 120 })}</div>
      <SelectInput
        id="shift-day"
        label={fields.day}
        value={values.day}
        onChange={set('day')}
        options={GROUP_DAYS.map((day) => ({ value: String(day), label: dayLabel(day) }))}
      />
      {text('capacity', fields.capacity, { type: 'number', min: 1, max: 10000, inputMode: 'numeric' })}
      {text('starts', fields.starts, { type: 'time' })}
      {text('ends', fields.ends, { type: 'time' })}
      {text('waitlist_limit', fields.waitlist, { hint: fields.waitlistHint, inputMode: 'numeric' })}
      {text('closes_hours', fields.closes, { hint: fields.closesHint, inputMode: 'numeric' })}
      <div className="sm:col-span-2">
        <TextArea
          id="shift-description"
          label={fields.description}
          value={values.description}
          onChange={set('description')}
        />
      </div>
      <p className="text-sm text-ink-700 sm:col-span-2">
        {fields.timeZone}: {values.time_zone}
      </p>
    </RecordForm>
  );
}

/** /turnos/:shiftId (or /turnos/nuevo): a serving shift's day, hours, places and closing, and who comes. */
export function ShiftScreen() {
  const { shiftId = '' } = useParams();
  const isNew = shiftId === 'nuevo';
  // A new shift repeats in the ministry's zone (the published identity area), as a new event does.
  const identity = usePublishedArea('identity');
  const { data: row, error } = useLoad(shiftId, isNew ? null : () => getShift(shiftId));
  if (isNew) {
    if (!identity) return <Spinner label={adminMessages.common.loading} />;
    return (
      <RecordScreen back={back} title={copy.create}>
        <ShiftEditor id={null} initial={emptyShift(identity.timeZone)} />
      </RecordScreen>
    );
  }
  if (error) return <ErrorPanel title={copy.loadError} error={error} />;
  if (row === undefined) return <Spinner label={adminMessages.common.loading} />;
  if (row === null)
    return (
      <RecordScreen back={back}>
        <p className="card mt-6">{copy.notFound}</p>
      </RecordScreen>
    );
  return (
    <RecordScreen back={back} title={copy.edit(row.title ?? '')}>
      <ShiftEditor key={row.id} id={row.id} initial={shiftFormValues(row)} />
      <ShiftVolunteers shiftId={row.id} capacity={row.capacity} timeZone={row.time_zone ?? 'UTC'} />
    </RecordScreen>
  );
}
