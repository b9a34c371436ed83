import { type StaffInvitation, staffAccessSchema } from '#core/schemas/staffAccess.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectInput, TextInput } from '../../components/FormField.tsx';
import { useFormState } from '../../lib/formBinding.ts';
import { adminMessages } from '../../lib/messages.ts';
import { inviteStaff } from './api.ts';

const copy = adminMessages.resources.staff;

/** Invite a colleague: email and role; they choose their own password from the email's link. */
export function InviteStaffDialog({ onClose }: { onClose(invited: boolean): void }) {
  const { form, set, text } = useFormState<StaffInvitation>({ action: 'invite', email: '', role: 'editor' });
  return (
    <FormDialog
      title={copy.actions.inviteTitle}
      submitLabel={copy.actions.inviteSubmit}
      schema={staffAccessSchema}
      value={form}
      save={(request) => inviteStaff(request as StaffInvitation)}
      done={copy.notifications.invited}
      doneDetail={() => form.email}
      failed={copy.errors.invite}
      onClose={onClose}
    >
      <TextInput
        id="staff-email"
        label={adminMessages.common.fields.email}
        type="email"
        hint={copy.inviteHint}
        {...text('email')}
      />
      <SelectInput
        id="staff-role"
        label={copy.fields.role}
        options={STAFF_ROLES.map((role) => ({ value: role, label: copy.roles[role] }))}
        value={form.role}
        onChange={(role) => set({ role: role as StaffInvitation['role'] })}
      />
    </FormDialog>
  );
}
