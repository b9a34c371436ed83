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
  const invalid = problems.length > 0;
  return (
    <>
      <div>
        <label htmlFor="new-password" className="label">
          {copy.newPassword}
        </label>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          required
          className="field"
          aria-invalid={invalid}
          aria-describedby={invalid ? 'new-password-rules new-password-problems' : 'new-password-rules'}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
        />
        <p id="new-password-rules" className="mt-1 text-sm text-ink-700">
          {rules}
        </p>
        {invalid && (
          <ul
            id="new-password-problems"
            role="alert"
            className="mt-1 list-disc pl-5 text-sm font-semibold text-clay-700"
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <label htmlFor="repeat-password" className="label">
          {copy.confirmPassword}
        </label>
        <input
          id="repeat-password"
          type="password"
          autoComplete="new-password"
          required
          className="field"
          value={repeated}
          onChange={(event) => onRepeated(event.target.value)}
        />
      </div>
    </>
  );
}
