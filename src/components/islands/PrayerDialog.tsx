import { type FormEvent, useState } from 'react';
import { prayerRequestSchema } from '#core/schemas/prayerRequest.ts';
import { checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import { visitorMessages } from '#core/visitor/visitorMessages.ts';
import { closeDialog } from './islandStore.ts';
import { showToast } from './toast.ts';
import { DialogShell } from './ui/DialogShell.tsx';
import { CancelButton, Honeypot, SubmitButton, TextField } from './ui/FormParts.tsx';
import { useFormFields } from './ui/useFormFields.ts';
import { useSubmitting } from './ui/useSubmitting.ts';

/** Prayer request: stored private and not yet prayed for (spec §4). */
export function PrayerDialog() {
  const { fields, bind } = useFormFields({ name: '', email: '', request_text: '' });
  const [website, setWebsite] = useState('');
  const [busy, run] = useSubmitting();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const checked = checkVisitorForm(prayerRequestSchema, fields);
      if (!checked.ok) return showToast(checked.toast);
      // supabase-js arrives with the first submit, not with the dialog.
      const { sendPrayer } = await import('./visitorApi.ts');
      const sent = await sendPrayer(checked.row, website);
      if (!sent.ok) return showToast(sent.toast);
      showToast(visitorMessages.prayerSent);
      closeDialog();
    });
  };

  return (
    <DialogShell
      title="Pide Oración"
      description="Comparte tu motivo de oración. Nuestro equipo pastoral intercederá por ti."
      onClose={closeDialog}
      busy={busy}
    >
      <form className="grid gap-5" onSubmit={submit}>
        <TextField label="Nombre" autoComplete="name" aria-required="true" {...bind('name')} />
        <TextField
          label="Correo Electrónico (Opcional)"
          type="email"
          autoComplete="email"
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
        <Honeypot value={website} onChange={setWebsite} />
        <div className="flex flex-wrap justify-end gap-3">
          <CancelButton busy={busy} onClick={closeDialog} />
          <SubmitButton busy={busy}>Enviar Petición</SubmitButton>
        </div>
      </form>
    </DialogShell>
  );
}
