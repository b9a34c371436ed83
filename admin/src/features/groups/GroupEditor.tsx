import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { dayLabel, GROUP_DAYS, GROUP_KINDS, kindLabel } from '#core/groups/groupSchedule.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { saveGroup } from './api.ts';
import { checkGroupForm, type GroupFormValues } from './groupForm.ts';

const copy = adminMessages.groups;
const fields = copy.fields;

/** A group's public fields and its private address and leader's email; nothing typed is lost on a refusal. */
export function GroupEditor({
  id,
  initial,
  onSaved,
}: {
  id: string | null;
  initial: GroupFormValues;
  onSaved(id: string): void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof GroupFormValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const set = (field: keyof GroupFormValues) => (value: string) => setValues({ ...values, [field]: value });
  const text = (field: keyof GroupFormValues, label: string, extra: object = {}) => (
    <TextInput
      id={`group-${field}`}
      label={label}
      value={String(values[field])}
      onChange={set(field)}
      error={errors[field]}
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkGroupForm(values);
    if (!checked.ok) return setErrors(checked.fields);
    setErrors({});
    setSaving(true);
    try {
      const savedId = await saveGroup(id, checked);
      toast.success(copy.saved);
      if (!id) navigate(`/grupos/${savedId}`, { replace: true });
      onSaved(savedId);
    } catch (error) {
      toast.error(copy.saveError, errorDetail(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card mt-6 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {text('name', fields.name, { maxLength: 120 })}
      {text('slug', fields.slug, { hint: fields.slugHint, maxLength: 80 })}
      <SelectInput
        id="group-kind"
        label={fields.kind}
        value={values.kind}
        onChange={set('kind')}
        options={GROUP_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
      />
      <SelectInput
        id="group-day"
        label={fields.day}
        value={values.day_of_week}
        onChange={set('day_of_week')}
        options={GROUP_DAYS.map((day) => ({ value: String(day), label: dayLabel(day) }))}
      />
      {text('meets_at', fields.time, { type: 'time' })}
      {text('capacity', fields.capacity, { type: 'number', min: 1, max: 500, inputMode: 'numeric' })}
      {text('zone', fields.zone, { maxLength: 120 })}
      {text('leader_first_name', fields.leader, { maxLength: 60 })}
      {text('leader_email', fields.leaderEmail, { type: 'email', hint: fields.leaderEmailHint })}
      {text('address', fields.address, { hint: fields.addressHint, maxLength: 500 })}
      <div className="sm:col-span-2">
        <TextArea
          id="group-description"
          label={fields.description}
          value={values.description}
          onChange={set('description')}
        />
      </div>
      <label className="flex items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={values.is_published}
          onChange={(event) => setValues({ ...values, is_published: event.target.checked })}
        />
        {fields.published}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </button>
      </div>
    </form>
  );
}
