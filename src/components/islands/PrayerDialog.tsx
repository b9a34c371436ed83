import { useState } from 'react';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import type { PrayerVisibility } from '#core/prayer/visibility.ts';
import { prayerRequestSchema } from '#core/schemas/prayerRequest.ts';
import { checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import { dialogMessages } from '../../lib/messages/dialogMessages.ts';
import { closeDialog } from './islandStore.ts';
import { PrivateLinkPanel } from './prayer/PrivateLinkPanel.tsx';
import { VisibilityChoice } from './prayer/VisibilityChoice.tsx';
import { showToast } from './toast.ts';
import { DialogShell } from './ui/DialogShell.tsx';
import { DialogFormEnd, EmailField, TextField } from './ui/FormParts.tsx';
import { useFormFields } from './ui/useFormFields.ts';
import { useSubmitting } from './ui/useSubmitting.ts';
import { WhatsappFields } from './whatsapp/WhatsappFields.tsx';

const { prayers } = visitorMessages.resources;
const copy = dialogMessages.prayers;

/**
 * Prayer request (docs/spec.md §4, issue 17): private unless the person picks the wall; once sent, the dialog
 * shows the person's private link instead of the form.
 */
export function PrayerDialog() {
  const { fields, bind, showErrors } = useFormFields(['name', 'email', 'phone', 'request_text']);
  const [visibility, setVisibility] = useState<PrayerVisibility>('private');
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState<{
    token: string;
    reference: string;
    emailed: boolean;
    visibility: PrayerVisibility;
  } | null>(null);
  const { busy, onSubmit, honeypot } = useSubmitting();

  const submit = onSubmit(async () => {
    const typed = { ...fields, whatsapp_consent: consent, visibility };
    const checked = checkVisitorForm(prayerRequestSchema, typed);
    showErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return showToast(checked.toast);
    const { sendPrayerRequest } = await import('./prayer/prayerApi.ts');
    const result = await sendPrayerRequest(typed, honeypot.value);
    if (!result.ok) return showToast(prayers.errors.sendFailed(result.detail));
    showToast(prayers.notifications.sent);
    setSent({
      token: result.token,
      reference: result.reference,
      emailed: checked.row.email !== null,
      visibility,
    });
  });

  return (
    <DialogShell title={copy.title} description={copy.description} onClose={closeDialog} busy={busy}>
      {sent ? (
        <PrivateLinkPanel {...sent} onClose={closeDialog} />
      ) : (
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <TextField label={copy.fields.name} autoComplete="name" aria-required="true" {...bind('name')} />
          <EmailField hint={copy.fields.emailHint} {...bind('email')} />
          <WhatsappFields phone={bind('phone')} consent={consent} onConsent={setConsent} />
          <TextField
            label={copy.fields.request}
            multiline
            rows={5}
            aria-required="true"
            {...bind('request_text')}
          />
          <VisibilityChoice value={visibility} onChange={setVisibility} />
          <DialogFormEnd honeypot={honeypot} busy={busy} onCancel={closeDialog}>
            {copy.actions.submit}
          </DialogFormEnd>
        </form>
      )}
    </DialogShell>
  );
}
