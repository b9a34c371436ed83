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
import { DECISION_LABELS, VISIBILITY_SHORT } from './prayerLabels.ts';

const copy = adminMessages.prayers;

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
      title="Moderar petición"
      submitLabel="Guardar"
      schema={prayerModerationSchema}
      value={form}
      save={(decision) => moderatePrayer(row.id, decision)}
      done={copy.moderated}
      failed={copy.updateError}
      onClose={onClose}
    >
      <p className="text-sm text-ink-600">
        {VISIBILITY_SHORT[row.visibility as keyof typeof VISIBILITY_SHORT]}. Texto original: «
        {row.request_text}»
      </p>
      <TextArea
        id="prayer-public-text"
        label="Texto en el muro"
        hint="Quita nombres, lugares y datos que identifiquen a alguien."
        rows={5}
        {...text('public_text')}
      />
      <TextInput id="prayer-category" label="Categoría (opcional)" maxLength={60} {...text('category')} />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={form.is_urgent}
          onChange={(event) => set({ is_urgent: event.target.checked })}
        />
        Urgente (aparece primero)
      </label>
      <SelectInput
        id="prayer-decision"
        label="Decisión"
        options={PRAYER_DECISIONS.map((value) => ({ value, label: DECISION_LABELS[value] }))}
        value={form.status}
        onChange={(status) => set({ status: status as PrayerModerationInput['status'] })}
      />
    </FormDialog>
  );
}
