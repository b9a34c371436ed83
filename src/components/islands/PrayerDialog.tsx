import { useState } from 'react';
import type { PrayerVisibility } from '#core/prayer/visibility.ts';
import { prayerRequestSchema } from '#core/schemas/prayerRequest.ts';
import { checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import { visitorMessages } from '#core/visitor/visitorMessages.ts';
import { closeDialog } from './islandStore.ts';
import { PrivateLinkPanel } from './prayer/PrivateLinkPanel.tsx';
import { VisibilityChoice } from './prayer/VisibilityChoice.tsx';
import { showToast } from './toast.ts';
import { DialogShell } from './ui/DialogShell.tsx';
import { CancelButton, EmailField, Honeypot, SubmitButton, TextField } from './ui/FormParts.tsx';
import { useFormFields } from './ui/useFormFields.ts';
import { useSubmitting } from './ui/useSubmitting.ts';

/**
 * Prayer request (docs/spec.md §4, issue 17): private unless the person picks the wall; once sent, the dialog
 * shows the person's private link instead of the form.
 */
export function PrayerDialog() {
  const { fields, bind, showErrors } = useFormFields(['name', 'email', 'request_text']);
  const [visibility, setVisibility] = useState<PrayerVisibility>('private');
  const [sent, setSent] = useState<{ token: string; emailed: boolean; visibility: PrayerVisibility } | null>(
    null,
  );
  const { busy, onSubmit, honeypot } = useSubmitting();

  const submit = onSubmit(async () => {
    const typed = { ...fields, visibility };
    const checked = checkVisitorForm(prayerRequestSchema, typed);
    showErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return showToast(checked.toast);
    const { sendPrayerRequest } = await import('./prayer/prayerApi.ts');
    const result = await sendPrayerRequest(typed, honeypot.value);
    if (!result.ok) return showToast(visitorMessages.prayerFailed(result.detail));
    showToast(visitorMessages.prayerSent);
    setSent({ token: result.token, emailed: checked.row.email !== null, visibility });
  });

  return (
    <DialogShell
      title="Pide Oración"
      description="Comparte tu motivo de oración. Nuestro equipo pastoral intercederá por ti."
      onClose={closeDialog}
      busy={busy}
    >
      {sent ? (
        <PrivateLinkPanel {...sent} onClose={closeDialog} />
      ) : (
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <TextField label="Nombre" autoComplete="name" aria-required="true" {...bind('name')} />
          <EmailField
            hint="Solo lo usaremos para darte seguimiento; nunca se mostrará públicamente."
            {...bind('email')}
          />
          <TextField
            label="Motivo de Oración"
            multiline
            rows={5}
            aria-required="true"
            {...bind('request_text')}
          />
          <VisibilityChoice value={visibility} onChange={setVisibility} />
          <Honeypot {...honeypot} />
          <div className="flex flex-wrap justify-end gap-3">
            <CancelButton busy={busy} onClick={closeDialog} />
            <SubmitButton busy={busy}>Enviar Petición</SubmitButton>
          </div>
        </form>
      )}
    </DialogShell>
  );
}
