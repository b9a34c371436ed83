import {
  PRAYER_DECISIONS,
  type PrayerModerationInput,
  prayerModerationSchema,
} from '#core/schemas/prayerModeration.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { moderatePrayer, type PrayerRequest } from './api.ts';

const copy = adminMessages.resources.prayers;
const says = copy.fields;

/** Moderate a wall request: the text the wall shows (without identifying details), category, urgency, decision. */
export function ModeratePrayerDialog({
  row,
  onClose,
}: {
  row: PrayerRequest;
  onClose(saved: boolean): void;
}) {
  const { form, set, text } = useFormState<PrayerModerationInput>({
    public_text: row.public_text ?? row.request_text,
    category: row.category ?? '',
    is_urgent: row.is_urgent,
    status: row.status === 'approved' || row.status === 'rejected' ? row.status : 'approved',
  });
  return (
    <FormDialog
      title={copy.actions.moderateTitle}
      schema={prayerModerationSchema}
      value={form}
      save={(decision) => moderatePrayer(row.id, decision)}
      done={copy.notifications.moderated}
      failed={copy.errors.update}
      onClose={onClose}
      about={says.original(
        copy.visibilities[row.visibility as keyof typeof copy.visibilities],
        row.request_text,
      )}
    >
      <TextArea
        id="prayer-public-text"
        label={says.wallText}
        hint={says.wallTextHint}
        rows={5}
        {...text('public_text')}
      />
      <TextInput id="prayer-category" label={says.category} maxLength={60} {...text('category')} />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={form.is_urgent}
          onChange={(event) => set({ is_urgent: event.target.checked })}
        />
        {says.urgentChoice}
      </label>
      <SelectInput
        id="prayer-decision"
        label={says.decision}
        options={PRAYER_DECISIONS.map((value) => ({ value, label: copy.decisions[value] }))}
        value={form.status}
        onChange={(status) => set({ status: status as PrayerModerationInput['status'] })}
      />
    </FormDialog>
  );
}
