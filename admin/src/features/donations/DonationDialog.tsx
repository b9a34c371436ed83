import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { DONATION_STATUSES, type DonationFormInput, donationFormSchema } from '#core/schemas/donation.ts';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { saveDonation } from './api.ts';

const copy = adminMessages.donations;

interface Props {
  donationId?: string;
  initial: DonationFormInput;
  onClose(saved: boolean): void;
}

/** Add or edit a donation; validation messages of spec §5, amounts saved as cents. */
export function DonationDialog({ donationId, initial, onClose }: Props) {
  const toast = useToast();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<DonationFormInput>) => setForm((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = donationFormSchema.safeParse(form);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await saveDonation(donationId, parsed.data);
      toast.success(donationId ? copy.updated : copy.saved);
      onClose(true);
    } catch (error) {
      toast.error(donationId ? copy.updateError : copy.saveError, errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const field = (id: string, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {input}
    </div>
  );

  return (
    <Dialog open onClose={() => onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-ink-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">
            {donationId ? 'Editar donación' : 'Nueva donación'}
          </DialogTitle>
          <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
            {field(
              'donation-name',
              'Nombre del donante',
              <input
                id="donation-name"
                className="field"
                value={form.donor_name}
                onChange={(e) => set({ donor_name: e.target.value })}
              />,
            )}
            {field(
              'donation-email',
              'Email del donante',
              <input
                id="donation-email"
                type="email"
                className="field"
                value={form.donor_email}
                onChange={(e) => set({ donor_email: e.target.value })}
              />,
            )}
            {field(
              'donation-amount',
              'Monto',
              <input
                id="donation-amount"
                inputMode="decimal"
                className="field"
                value={form.amount}
                onChange={(e) => set({ amount: e.target.value })}
              />,
            )}
            {field(
              'donation-currency',
              'Moneda',
              <input
                id="donation-currency"
                maxLength={3}
                className="field uppercase"
                value={form.currency}
                onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
              />,
            )}
            {field(
              'donation-date',
              'Fecha de donación',
              <input
                id="donation-date"
                type="date"
                className="field"
                value={form.donation_date}
                onChange={(e) => set({ donation_date: e.target.value })}
              />,
            )}
            {field(
              'donation-status',
              'Estado',
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
              </select>,
            )}
            <div className="sm:col-span-2">
              {field(
                'donation-payment',
                'ID de pago de Stripe',
                <input
                  id="donation-payment"
                  className="field"
                  value={form.stripe_payment_intent_id}
                  onChange={(e) => set({ stripe_payment_intent_id: e.target.value })}
                />,
              )}
            </div>
            <div className="sm:col-span-2">
              {field(
                'donation-notes',
                'Notas',
                <textarea
                  id="donation-notes"
                  rows={3}
                  className="field"
                  value={form.notes}
                  onChange={(e) => set({ notes: e.target.value })}
                />,
              )}
            </div>
            {problem && (
              <p role="alert" className="text-sm font-semibold text-clay-700 sm:col-span-2">
                {problem}
              </p>
            )}
            <div className="flex justify-end gap-3 sm:col-span-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onClose(false)}
                disabled={saving}
              >
                {adminMessages.common.cancel}
              </button>
              <button type="submit" className="btn-primary" disabled={saving}>
                {saving ? adminMessages.common.saving : 'Guardar'}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
