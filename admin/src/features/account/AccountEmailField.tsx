import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';

/** The account's email where the staff member signs in or recovers it; autocomplete pairs it with the password. */
export function AccountEmailField({ value, onChange }: { value: string; onChange(email: string): void }) {
  return (
    <TextInput
      id="email"
      label={adminMessages.common.fields.email}
      type="email"
      autoComplete="username"
      required
      value={value}
      onChange={onChange}
    />
  );
}
