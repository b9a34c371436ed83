import { useState } from 'react';
import { type StaffAccount, staffAccountSchema } from '#core/schemas/staffAccount.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { createStaffAccount } from './api.ts';
import { ROLE_LABELS } from './roleLabels.ts';

const copy = adminMessages.settings;

/** New staff account: email, initial password and role, created server-side. */
export function CreateStaffDialog({ onClose }: { onClose(created: boolean): void }) {
  const [form, setForm] = useState<StaffAccount>({ email: '', password: '', role: 'editor' });
  const set = (change: Partial<StaffAccount>) => setForm((previous) => ({ ...previous, ...change }));
  return (
    <FormDialog
      title="Nueva cuenta del equipo"
      submitLabel="Crear cuenta"
      schema={staffAccountSchema}
      value={form}
      save={createStaffAccount}
      done={copy.created}
      doneDetail={(account) => account.email}
      failed={copy.createError}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
