import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';

/** The 6-digit code an authenticator app shows; `problem` (a refused code) is read with the field. */
export function CodeField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange(code: string): void;
  problem?: string | null;
}) {
  return (
    <TextInput
      id="totp-code"
      label={adminMessages.twoFactor.codeLabel}
      error={problem}
      alertError
      className="field tracking-[0.3em]"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(code) => onChange(code.replace(/\D/g, ''))}
    />
  );
}
