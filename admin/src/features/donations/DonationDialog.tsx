import { useState } from 'react';
import { DONATION_STATUSES, type DonationFormInput, donationFormSchema } from '#core/schemas/donation.ts';
import type { EditDialogProps } from '../../components/DialogListScreen.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { saveDonation } from './api.ts';

const copy = adminMessages.donations;

type TextKey = Exclude<keyof DonationFormInput, 'status' | 'fund'>;

/** Add or edit a donation; validation messages of docs/spec.md §5, amounts saved as cents. */
export function DonationDialog({ id, initial, onClose }: EditDialogProps<DonationFormInput>) {
  const [form, setForm] = useState(initial);
  const set = (change: Partial<DonationFormInput>) => setForm((previous) => ({ ...previous, ...change }));
  // The giving area's funds, and the gift's own fund if it is no longer one of them.
  const funds = usePublishedArea('giving')?.funds ?? [];
  const fundOptions = funds.map((fund) => ({ value: fund.id, label: fund.name }));
  if (form.fund && !funds.some((fund) => fund.id === form.fund))
    fundOptions.push({ value: form.fund, label: form.fund });
  const bind = (key: TextKey) => ({ value: form[key], onChange: (value: string) => set({ [key]: value }) });
  return (
    <FormDialog
      title={id ? 'Editar donación' : 'Nueva donación'}
      submitLabel="Guardar"
      columns={2}
      schema={donationFormSchema}
      value={form}
      save={(fields) => saveDonation(id, fields)}
      done={id ? copy.updated : copy.saved}
      failed={id ? copy.updateError : copy.saveError}
      onClose={onClose}
    >
      <TextInput {...bind('donor_name')} id="donation-name" label="Nombre del donante" />
      <TextInput {...bind('donor_email')} id="donation-email" label="Email del donante" type="email" />
      <TextInput {...bind('amount')} id="donation-amount" label="Monto" inputMode="decimal" />
      <TextInput
        id="donation-currency"
        label="Moneda"
        maxLength={3}
        className="field uppercase"
        value={form.currency}
        onChange={(currency) => set({ currency: currency.toUpperCase() })}
      />
      <TextInput {...bind('donation_date')} id="donation-date" label="Fecha de donación" type="date" />
      <SelectInput
        id="donation-status"
        label="Estado"
        options={DONATION_STATUSES.map((status) => ({ value: status, label: copy.statusLabels[status] }))}
        value={form.status}
        onChange={(status) => set({ status: status as DonationFormInput['status'] })}
      />
      <SelectInput
        id="donation-fund"
        label="Fondo"
        options={fundOptions}
        value={form.fund}
        onChange={(fund) => set({ fund })}
      />
      <div className="sm:col-span-2">
        <TextInput {...bind('stripe_payment_intent_id')} id="donation-payment" label="ID de pago de Stripe" />
      </div>
      <div className="sm:col-span-2">
        <TextArea {...bind('notes')} id="donation-notes" label="Notas" rows={3} />
      </div>
    </FormDialog>
  );
}
