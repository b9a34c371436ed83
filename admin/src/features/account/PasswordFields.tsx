import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.password;

interface Props {
  password: string;
  repeated: string;
  onPassword(value: string): void;
  onRepeated(value: string): void;
  /** The rules, always shown under the field. */
  rules: string;
  /** What the server (or the repeat check) refused, beside the field it concerns. */
  problems: readonly string[];
}

/** New password and its repetition; the rules and any refusal are read with the field. */
export function PasswordFields({ password, repeated, onPassword, onRepeated, rules, problems }: Props) {
  return (
    <>
      <TextInput
        id="new-password"
        label={copy.newPassword}
        hint={rules}
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
