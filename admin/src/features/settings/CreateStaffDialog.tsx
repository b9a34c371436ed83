import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useState } from 'react';
import { type StaffAccount, staffAccountSchema } from '#core/schemas/staffAccount.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { FormField } from '../../components/FormField.tsx';
import { errorMessage } from '../../lib/errorMessage.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { createStaffAccount } from './api.ts';
import { ROLE_LABELS } from './roleLabels.ts';

const copy = adminMessages.settings;

/** New staff account: email, initial password and role, created server-side. */
export function CreateStaffDialog({ onClose }: { onClose(created: boolean): void }) {
  const toast = useToast();
  const [form, setForm] = useState<StaffAccount>({ email: '', password: '', role: 'editor' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<StaffAccount>) => setForm((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffAccountSchema.safeParse(form);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await createStaffAccount(parsed.data);
      toast.success(copy.created, parsed.data.email);
      onClose(true);
    } catch (error) {
      toast.error(copy.createError, errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={() => onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-ink-900/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold">Nueva cuenta del equipo</DialogTitle>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            <FormField id="staff-email" label="Email">
              <input
                id="staff-email"
                type="email"
                className="field"
                value={form.email}
                onChange={(e) => set({ email: e.target.value })}
              />
            </FormField>
            <FormField id="staff-password" label="Contraseña inicial">
              <input
                id="staff-password"
                type="password"
                autoComplete="new-password"
                className="field"
                value={form.password}
                onChange={(e) => set({ password: e.target.value })}
              />
            </FormField>
            <FormField id="staff-role" label="Rol">
              <select
                id="staff-role"
                className="field"
                value={form.role}
                onChange={(e) => set({ role: e.target.value as StaffAccount['role'] })}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </FormField>
            {problem && (
              <p role="alert" className="text-sm font-semibold text-clay-700">
                {problem}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onClose(false)}
                disabled={saving}
              >
                {adminMessages.common.cancel}
              </button>
              <button type="submit" className="btn-primary" disabled={saving}>
                {saving ? adminMessages.common.saving : 'Crear cuenta'}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
