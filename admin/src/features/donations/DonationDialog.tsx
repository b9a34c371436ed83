import { type InputHTMLAttributes, useState } from 'react';
import { DONATION_STATUSES, type DonationFormInput, donationFormSchema } from '#core/schemas/donation.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { saveDonation } from './api.ts';

const copy = adminMessages.donations;

interface Props {
  donationId?: string;
  initial: DonationFormInput;
  onClose(saved: boolean): void;
}

type TextKey = Exclude<keyof DonationFormInput, 'status'>;

/** Add or edit a donation; validation messages of spec §5, amounts saved as cents. */
export function DonationDialog({ donationId, initial, onClose }: Props) {
  const [form, setForm] = useState(initial);
  const set = (change: Partial<DonationFormInput>) => setForm((previous) => ({ ...previous, ...change }));
  const text = (
    key: TextKey,
    id: string,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <FormField id={id} label={label}>
      <input
        id={id}
        className="field"
        value={form[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...input}
      />
    </FormField>
  );
  return (
    <FormDialog
      title={donationId ? 'Editar donación' : 'Nueva donación'}
      submitLabel="Guardar"
      columns={2}
      schema={donationFormSchema}
      value={form}
      save={(fields) => saveDonation(donationId, fields)}
      done={donationId ? copy.updated : copy.saved}
      failed={donationId ? copy.updateError : copy.saveError}
      onClose={onClose}
    >
      {text('donor_name', 'donation-name', 'Nombre del donante')}
      {text('donor_email', 'donation-email', 'Email del donante', { type: 'email' })}
      {text('amount', 'donation-amount', 'Monto', { inputMode: 'decimal' })}
      <FormField id="donation-currency" label="Moneda">
        <input
          id="donation-currency"
          maxLength={3}
          className="field uppercase"
          value={form.currency}
          onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
        />
      </FormField>
      {text('donation_date', 'donation-date', 'Fecha de donación', { type: 'date' })}
      <FormField id="donation-status" label="Estado">
        <select
          id="donation-status"
          className="field"
          value={form.status}
          onChange={(e) => set({ status: e.target.value as DonationFormInput['status'] })}
        >
          {DONATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {copy.statusLabels[status]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="sm:col-span-2">
        {text('stripe_payment_intent_id', 'donation-payment', 'ID de pago de Stripe')}
      </div>
      <div className="sm:col-span-2">
        <FormField id="donation-notes" label="Notas">
          <textarea
            id="donation-notes"
            rows={3}
            className="field"
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
