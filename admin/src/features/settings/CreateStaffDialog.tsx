import { useState } from 'react';
import { type StaffAccount, staffAccountSchema } from '#core/schemas/staffAccount.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
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
      <TextInput
        id="staff-email"
        label="Email"
        type="email"
        value={form.email}
        onChange={(email) => set({ email })}
      />
      <TextInput
        id="staff-password"
        label="Contraseña inicial"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(password) => set({ password })}
      />
      <SelectInput
        id="staff-role"
        label="Rol"
        options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        value={form.role}
        onChange={(role) => set({ role: role as StaffAccount['role'] })}
      />
    </FormDialog>
  );
}
