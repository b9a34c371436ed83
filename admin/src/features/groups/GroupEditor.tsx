import { dayLabel, GROUP_DAYS, GROUP_KINDS, kindLabel } from '#core/groups/groupSchedule.ts';
import { SelectInput, TextArea } from '../../components/FormField.tsx';
import { RecordForm, useRecordForm } from '../../components/RecordForm.tsx';
import { adminMessages } from '../../lib/messages.ts';
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
  const { values, set, text, flag, saving, submit } = useRecordForm({
    id,
    initial,
    idPrefix: 'group',
    path: '/grupos',
    copy,
    onSaved,
    check: (values) => {
      const checked = checkGroupForm(values);
      return checked.ok
        ? { ok: true, save: () => saveGroup(id, checked) }
        : { ok: false, errors: checked.fields };
    },
  });

  return (
    <RecordForm
      onSubmit={submit}
      saving={saving}
      copy={copy}
      flag={{ label: fields.published, ...flag('is_published') }}
    >
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
    </RecordForm>
  );
}
