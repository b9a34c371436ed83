import { useId, useState } from 'react';
import { visitorMessages } from '#core/messages/visitorMessages.ts';
import { subscriberSchema } from '#core/schemas/subscriber.ts';
import { checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import { dialogMessages } from '../../lib/messages/dialogMessages.ts';
import { closeDialog } from './islandStore.ts';
import { showToast } from './toast.ts';
import { DialogShell } from './ui/DialogShell.tsx';
import { DialogFormEnd, EmailField, TextField } from './ui/FormParts.tsx';
import { useFormFields } from './ui/useFormFields.ts';
import { useSubmitting } from './ui/useSubmitting.ts';

const copy = dialogMessages.subscribers;

/** Newsletter sign-up; `subscribedVia` records which button opened it (docs/spec.md §3). */
export function NewsletterDialog({ subscribedVia }: { subscribedVia: string }) {
  const { fields, bind, showErrors } = useFormFields(['email', 'name', 'country']);
  const [wantsReflections, setWantsReflections] = useState(true);
  const { busy, onSubmit, honeypot } = useSubmitting();
  const checkboxId = useId();

  const submit = onSubmit(async () => {
    const checked = checkVisitorForm(subscriberSchema, {
      ...fields,
      wants_reflections: wantsReflections,
      subscribed_via: subscribedVia,
    });
    showErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return showToast(checked.toast);
    // supabase-js arrives with the first submit, not with the dialog.
    const { subscribe } = await import('./visitorApi.ts');
    const result = await subscribe(checked.row, honeypot.value);
    if (!result.ok) return showToast(result.toast);
    // A known email gets the same calm answer and nothing more about the existing subscription.
    const { notifications } = visitorMessages.resources.subscribers;
    showToast(result.value === 'duplicate' ? notifications.alreadySubscribed : notifications.subscribed);
    closeDialog();
  });

  return (
    <DialogShell title={copy.title} description={copy.description} onClose={closeDialog} busy={busy}>
      <form className="grid gap-5" onSubmit={submit}>
        <EmailField required {...bind('email')} />
        <TextField label={copy.fields.name} autoComplete="name" required {...bind('name')} />
        <TextField
          label={copy.fields.country}
          autoComplete="country-name"
          aria-required="true"
          {...bind('country')}
        />
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            name="wants_reflections"
            checked={wantsReflections}
            onChange={(event) => setWantsReflections(event.target.checked)}
            className="mt-1 size-5 accent-navy-800"
          />
          <label htmlFor={checkboxId} className="font-semibold text-ink-900">
            {copy.fields.wantsReflections}
          </label>
        </div>
        <DialogFormEnd honeypot={honeypot} busy={busy} onCancel={closeDialog}>
          {copy.actions.submit}
        </DialogFormEnd>
      </form>
    </DialogShell>
  );
}
