import { type FormEvent, useState } from 'react';

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** The words of one «pedir un enlace» form: the donors', the sign-ups'… each from its own catalog. */
export interface RequestLinkCopy {
  title: string;
  /** The title under a `problem`: the person is here because a link no longer opens. */
  titleAfterProblem: string;
  intro: string;
  emailLabel: string;
  emailInvalid: string;
  send: string;
  sending: string;
}

export interface RequestLinkFormProps {
  copy: RequestLinkCopy;
  /** Asks the server function for a link: its one answer (the same whether or not the email is known),
   * or the Spanish sentence of why it could not. */
  request: (email: string) => Promise<{ message: string } | string>;
  /** Prefix of the field's id, unique on the page. */
  idPrefix: string;
  /** Why the person is here again (a used, expired or invalid link, a session that ended). */
  problem?: string | undefined;
}

/**
 * The email form behind every private link (donors, event sign-ups): the server answers the same whether
 * or not the email has anything, so the form shows that one answer and never says more.
 */
export function RequestLinkForm({ copy, request, idPrefix, problem }: RequestLinkFormProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const fieldId = `${idPrefix}-correo`;
  const errorId = `${fieldId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (!looksLikeEmail(email)) return setError(copy.emailInvalid);
    setError('');
    setBusy(true);
    const answer = await request(email.trim());
    setBusy(false);
    if (typeof answer === 'string') setError(answer);
    else setSent(answer.message);
  };

  return (
    <div className="grid gap-6">
      {problem && (
        <p role="alert" className="card border-clay-700 p-6 text-lg font-semibold text-ink-900">
          {problem}
        </p>
      )}
      <form
        className="card grid gap-4 p-6 sm:p-8"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${idPrefix}-titulo`}
      >
        <h2 id={`${idPrefix}-titulo`} className="text-2xl font-semibold">
          {problem ? copy.titleAfterProblem : copy.title}
        </h2>
        <p className="text-ink-600">{copy.intro}</p>
        <div>
          <label htmlFor={fieldId} className="field-label">
            {copy.emailLabel}
          </label>
          <input
            id={fieldId}
            type="email"
            className="field"
            autoComplete="email"
            maxLength={320}
            value={email}
            aria-invalid={error === copy.emailInvalid || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="font-semibold text-clay-700">
            {error}
          </p>
        )}
        {/* Always in the page, so screen readers announce the answer when it arrives. */}
        <p
          role="status"
          className={sent ? 'rounded-xl bg-sage-100 p-4 font-semibold text-ink-900' : 'sr-only'}
        >
          {sent}
        </p>
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? copy.sending : copy.send}
          </button>
        </div>
      </form>
    </div>
  );
}
