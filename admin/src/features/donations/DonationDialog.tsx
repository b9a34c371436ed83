import { useState } from 'react';
import { DONATION_STATUSES, type DonationFormInput, donationFormSchema } from '#core/schemas/donation.ts';
import type { EditDialogProps } from '../../components/DialogListScreen.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectInput, TextArea, TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { savedMessages } from '../../lib/savedMessages.ts';
import { saveDonation } from './api.ts';

const copy = adminMessages.resources.donations;
const text = copy.fields;

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
      title={id ? copy.actions.edit : copy.actions.new}
      columns={2}
      schema={donationFormSchema}
      value={form}
      save={(fields) => saveDonation(id, fields)}
      {...savedMessages(copy, Boolean(id))}
      onClose={onClose}
    >
      <TextInput {...bind('donor_name')} id="donation-name" label={text.donorName} />
      <TextInput {...bind('donor_email')} id="donation-email" label={text.donorEmail} type="email" />
      <TextInput {...bind('amount')} id="donation-amount" label={text.amount} inputMode="decimal" />
      <TextInput
        id="donation-currency"
        label={text.currency}
        maxLength={3}
        className="field uppercase"
        value={form.currency}
        onChange={(currency) => set({ currency: currency.toUpperCase() })}
      />
      <TextInput {...bind('donation_date')} id="donation-date" label={text.date} type="date" />
      <SelectInput
        id="donation-status"
        label={adminMessages.common.fields.status}
        options={DONATION_STATUSES.map((status) => ({ value: status, label: copy.statuses[status] }))}
        value={form.status}
        onChange={(status) => set({ status: status as DonationFormInput['status'] })}
      />
      <SelectInput
        id="donation-fund"
        label={text.fund}
        options={fundOptions}
        value={form.fund}
        onChange={(fund) => set({ fund })}
      />
      <div className="sm:col-span-2">
        <TextInput {...bind('stripe_payment_intent_id')} id="donation-payment" label={text.paymentId} />
      </div>
      <div className="sm:col-span-2">
        <TextArea {...bind('notes')} id="donation-notes" label={text.notes} rows={3} />
      </div>
    </FormDialog>
  );
}
