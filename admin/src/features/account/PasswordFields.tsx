import { useState } from 'react';
import { MINIMUM_PASSWORD_LENGTH } from '#core/passwordRules.ts';
import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.password;

/** The new password and its repetition as typed; `fields` binds them ({...fields} on PasswordFields). */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const clear = () => {
    setPassword('');
    setRepeated('');
  };
  return {
    password,
    repeated,
    clear,
    fields: { password, repeated, onPassword: setPassword, onRepeated: setRepeated },
  };
}

interface Props {
  password: string;
  repeated: string;
  onPassword(value: string): void;
  onRepeated(value: string): void;
  /** What the server (or the repeat check) refused, beside the field it concerns. */
  problems: readonly string[];
}

/** New password and its repetition; the rules (always shown) and any refusal are read with the field. */
export function PasswordFields({ password, repeated, onPassword, onRepeated, problems }: Props) {
  return (
    <>
      <TextInput
        id="new-password"
        label={copy.newPassword}
        hint={copy.rules(MINIMUM_PASSWORD_LENGTH)}
        error={
          problems.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )
        }
        alertError
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={onPassword}
      />
      <TextInput
        id="repeat-password"
        label={copy.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        onChange={onRepeated}
      />
    </>
  );
}
