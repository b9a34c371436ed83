import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { dayLabel, GROUP_DAYS } from '#core/groups/groupSchedule.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { ErrorPanel } from '../../components/ErrorPanel.tsx';
import { SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { useToast } from '../../lib/toast.tsx';
import { getShift, saveShift } from './api.ts';
import { ShiftVolunteers } from './ShiftVolunteers.tsx';
import { checkShiftForm, emptyShift, type ShiftFormValues, shiftFormValues } from './shiftForm.ts';

const copy = adminMessages.shifts;
const fields = copy.fields;

/** A shift's fields; a refusal stays next to its field and nothing typed is lost. */
function ShiftEditor({ id, initial }: { id: string | null; initial: ShiftFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ShiftFormValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const set = (field: keyof ShiftFormValues) => (value: string) => setValues({ ...values, [field]: value });
  const text = (field: keyof ShiftFormValues, label: string, extra: object = {}) => (
    <TextInput
      id={`shift-${field}`}
      label={label}
      value={String(values[field])}
      onChange={set(field)}
      error={errors[field]}
      {...extra}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShiftForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      const savedId = await saveShift(id, checked.fields);
      toast.success(copy.saved);
      if (!id) navigate(`/turnos/${savedId}`, { replace: true });
    } catch (error) {
      toast.error(copy.saveError, errorDetail(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="card mt-6 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
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
      <label className="flex items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={values.is_open}
          onChange={(event) => setValues({ ...values, is_open: event.target.checked })}
        />
        {fields.open}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </button>
      </div>
    </form>
  );
}

/** /turnos/:shiftId (or /turnos/nuevo): a serving shift's day, hours, places and closing, and who comes. */
export function ShiftScreen() {
  const { shiftId = '' } = useParams();
  const isNew = shiftId === 'nuevo';
  // A new shift repeats in the ministry's zone (the published identity area), as a new event does.
  const identity = usePublishedArea('identity');
  const [state, setState] = useState<{ row?: Awaited<ReturnType<typeof getShift>>; error?: unknown }>({});
  useEffect(() => {
    if (isNew) return;
    getShift(shiftId).then(
      (row) => setState({ row }),
      (error: unknown) => setState({ error }),
    );
  }, [shiftId, isNew]);
  const back = (
    <Link
      to="/turnos"
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy-700 underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {copy.backToList}
    </Link>
  );
  if (isNew) {
    if (!identity) return <Spinner label={adminMessages.common.loading} />;
    return (
      <section className="max-w-4xl">
        {back}
        <h1 className="mt-2 text-2xl font-bold">{copy.create}</h1>
        <ShiftEditor id={null} initial={emptyShift(identity.timeZone)} />
      </section>
    );
  }
  if (state.error) return <ErrorPanel title={copy.loadError} error={state.error} />;
  if (state.row === undefined) return <Spinner label={adminMessages.common.loading} />;
  if (state.row === null)
    return (
      <section className="max-w-4xl">
        {back}
        <p className="card mt-6">{copy.notFound}</p>
      </section>
    );
  return (
    <section className="max-w-4xl">
      {back}
      <h1 className="mt-2 text-2xl font-bold">{copy.edit(state.row.title ?? '')}</h1>
      <ShiftEditor key={state.row.id} id={state.row.id} initial={shiftFormValues(state.row)} />
      <ShiftVolunteers
        shiftId={state.row.id}
        capacity={state.row.capacity}
        timeZone={state.row.time_zone ?? 'UTC'}
      />
    </section>
  );
}
