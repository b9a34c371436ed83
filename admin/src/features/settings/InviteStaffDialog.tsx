import { type StaffInvitation, staffAccessSchema } from '#core/schemas/staffAccess.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { ROLE_LABELS } from '../../lib/roleLabels.ts';
import { inviteStaff } from './api.ts';

const copy = adminMessages.settings;

/** Invite a colleague: email and role; they choose their own password from the email's link. */
export function InviteStaffDialog({ onClose }: { onClose(invited: boolean): void }) {
  const { form, set, text } = useFormState<StaffInvitation>({ action: 'invite', email: '', role: 'editor' });
  return (
    <FormDialog
      title={copy.inviteTitle}
      submitLabel={copy.inviteSubmit}
      schema={staffAccessSchema}
      value={form}
      save={(request) => inviteStaff(request as StaffInvitation)}
      done={copy.invited}
      doneDetail={() => form.email}
      failed={copy.inviteError}
      onClose={onClose}
    >
      <TextInput id="staff-email" label="Email" type="email" hint={copy.inviteHint} {...text('email')} />
      <SelectInput
        id="staff-role"
        label="Rol"
        options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        value={form.role}
        onChange={(role) => set({ role: role as StaffInvitation['role'] })}
      />
    </FormDialog>
  );
}
