import { Field, Label, Switch } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { registrationSettingsSchema } from '#core/signups/registrationSettings.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { TextInput } from '../../components/FormField.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useUnsavedChangesGuard } from '../../lib/useUnsavedChangesGuard.tsx';
import { saveRegistration } from './api.ts';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import {
  defaultRegistrationForm,
  formFromList,
  type SignupListRow,
  settingsInput,
} from './registrationForm.ts';

const copy = adminMessages.signups.settings;

/**
 * The registration's setup: open or closed, places per date, waiting list, closing, questions. Checked
 * with the schema the table's SQL check agrees with; a refusal is shown above the button and what was
 * typed stays.
 */
export function RegistrationSettingsForm({
  eventId,
  list,
  onSaved,
}: {
  eventId: string;
  list: SignupListRow | null;
  onSaved(): void;
}) {
  const toast = useToast();
  const [initial, setInitial] = useState(() => (list ? formFromList(list) : defaultRegistrationForm()));
  const { form, set, text } = useFormState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const guard = useUnsavedChangesGuard(!saving && JSON.stringify(form) !== JSON.stringify(initial));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registrationSettingsSchema.safeParse(settingsInput(form));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const saved = await saveRegistration(eventId, list?.id, parsed.data);
      const shown = formFromList(saved as SignupListRow);
      setInitial(shown);
      set(shown);
      toast.success(list ? copy.saved : copy.created);
      onSaved();
    } catch (error) {
      toast.error(copy.saveError, errorDetail(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="signup-settings-title">
      <h2 id="signup-settings-title" className="mt-6 text-xl font-bold">
        {copy.title}
      </h2>
      <div className="card mt-4 space-y-4">
        <Field className="flex items-center justify-between gap-3">
          <Label className="font-semibold">{copy.open}</Label>
          <Switch
            checked={form.isOpen}
            onChange={(isOpen) => set({ isOpen })}
            aria-describedby="signup-open-hint"
            className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-ink-600 data-checked:bg-sage-700"
          >
            <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
          </Switch>
        </Field>
        <p id="signup-open-hint" className="text-sm text-ink-700">
          {copy.openHint}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput id="signup-capacity" label={copy.capacity} inputMode="numeric" {...text('capacity')} />
          <TextInput
            id="signup-waitlist"
            label={copy.waitlistLimit}
            inputMode="numeric"
            hint={copy.waitlistHint}
            {...text('waitlistLimit')}
          />
          <TextInput
            id="signup-closes"
            label={copy.closesMinutesBefore}
            inputMode="numeric"
            hint={copy.closesHint}
            {...text('closesMinutesBefore')}
          />
        </div>
      </div>
      <QuestionsEditor questions={form.questions} onChange={(questions) => set({ questions })} />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <FormProblem>{problem}</FormProblem>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? adminMessages.common.saving : list ? copy.save : copy.create}
        </button>
      </div>
      {guard}
    </form>
  );
}
