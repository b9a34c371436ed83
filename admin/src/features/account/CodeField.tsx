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
    <div>
      <label htmlFor="totp-code" className="label">
        {adminMessages.twoFactor.codeLabel}
      </label>
      <input
        id="totp-code"
        className="field tracking-[0.3em]"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? 'totp-code-problem' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      {problem && (
        <p id="totp-code-problem" role="alert" className="mt-1 text-sm font-semibold text-clay-700">
          {problem}
        </p>
      )}
    </div>
  );
}
