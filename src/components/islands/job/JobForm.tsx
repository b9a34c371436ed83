import { useEffect, useId, useState } from 'react';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import { checkApplication } from '#core/schemas/jobApplication.ts';
import { cvFacts, cvFileSchema } from '#core/schemas/visitorFiles.ts';
import type { Position as JobPosition } from '#core/site/openings.ts';
import { fileProblem } from '#core/visitor/checkVisitorForm.ts';
import { careersMessages } from '#site/lib/messages/careersMessages.ts';
import { showToast } from '../toast.ts';
import {
  describedBy,
  EmailField,
  FieldError,
  FileField,
  Honeypot,
  SubmitButton,
  TextField,
} from '../ui/FormParts.tsx';
import { useFormFields } from '../ui/useFormFields.ts';
import { useSubmitting } from '../ui/useSubmitting.ts';
import { WhatsappFields } from '../whatsapp/WhatsappFields.tsx';
import { openPositions } from './openPositions.ts';

const copy = careersMessages;

interface Props {
  /** Preselected position; without one the form shows the position dropdown. */
  position: JobPosition | null;
  onBusy: (busy: boolean) => void;
  onBack: () => void;
  onDetails?: () => void;
  /** The reference the application's row answers (core/whatsapp/visitorReference.ts). */
  onSent: (reference: string) => void;
}

const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function JobForm({ position, onBusy, onBack, onDetails, onSent }: Props) {
  const { fields, bind, errors, showErrors, clearError } = useFormFields([
    'name',
    'email',
    'phone',
    'city_country',
    'position_interest',
    'cover_letter_text',
  ]);
  const [cv, setCv] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const { busy, onSubmit, honeypot } = useSubmitting();
  const selectId = useId();
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const submit = onSubmit(async () => {
    const form = {
      ...fields,
      whatsapp_consent: consent,
      position_interest: position?.title ?? fields.position_interest,
    };
    const checked = checkApplication(form, cv !== null);
    showErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok || !cv)
      return showToast(checked.ok ? visitorMessages.resources.applications.errors.cvRequired : checked.toast);
    // supabase-js arrives with the first submit, not with the dialog.
    const { sendApplication } = await import('../visitorApi.ts');
    const sent = await sendApplication(form, cv, honeypot.value);
    if (!sent.ok) return showToast(sent.toast);
    showToast(visitorMessages.resources.applications.notifications.sent);
    onSent(sent.value);
  });

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      {position ? (
        <p className="rounded-xl bg-navy-100 px-4 py-3 font-semibold text-navy-800">
          {copy.fields.position(position.title)}
          {onDetails && (
            <>
              {' · '}
              <button type="button" className="link" onClick={onDetails}>
                {copy.actions.viewDetails}
              </button>
            </>
          )}
        </p>
      ) : (
        <div>
          <label htmlFor={selectId} className="field-label">
            {copy.fields.positionChoice}
          </label>
          <select
            id={selectId}
            className="field"
            aria-required="true"
            {...describedBy(selectId, false, errors.position_interest)}
            name="position_interest"
            value={fields.position_interest}
            onChange={bind('position_interest').onChange}
          >
            <option value="">{copy.fields.choosePosition}</option>
            {openPositions().map((job) => (
              <option key={job.id} value={job.title}>
                {job.title}
              </option>
            ))}
          </select>
          <FieldError id={`${selectId}-error`} message={errors.position_interest} />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.fields.name} autoComplete="name" aria-required="true" {...bind('name')} />
        <EmailField required {...bind('email')} />
      </div>
      <TextField label={copy.fields.cityCountry} {...bind('city_country')} />
      <WhatsappFields phone={bind('phone')} consent={consent} onConsent={setConsent} />
      <FileField
        label={copy.fields.cv}
        name="cv"
        accept={CV_ACCEPT}
        problem={(file) => fileProblem(cvFileSchema, cvFacts(file))}
        onChange={(file) => {
          setCv(file);
          clearError('cv');
        }}
        error={errors.cv}
      />
      <TextField label={copy.fields.coverLetter} multiline rows={5} {...bind('cover_letter_text')} />
      <Honeypot {...honeypot} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onBack}>
          {copy.actions.back}
        </button>
        <SubmitButton busy={busy}>{copy.actions.submit}</SubmitButton>
      </div>
    </form>
  );
}
