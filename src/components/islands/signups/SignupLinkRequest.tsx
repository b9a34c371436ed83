import { type FormEvent, useState } from 'react';
import { signupMessages } from '#site/lib/messages/signupMessages.ts';
import { requestNewLink } from '#site/lib/signups/signupApi.ts';

const copy = signupMessages.manage;
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * «Pedir un enlace nuevo» under a link that no longer opens anything: the function answers the same
 * whether or not the email has a booking, and this shows that one answer.
 */
export function SignupLinkRequest() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (!looksLikeEmail(email)) return setError(copy.emailInvalid);
    setError('');
    setBusy(true);
    const answer = await requestNewLink(email.trim());
    setBusy(false);
    if (typeof answer === 'string') setError(answer);
    else setSent(answer.message);
  };

  return (
    <form className="card grid gap-4 p-6 sm:p-8" onSubmit={submit} noValidate aria-labelledby="pedir-enlace">
      <h2 id="pedir-enlace" className="text-2xl font-semibold">
        {copy.newLinkTitle}
      </h2>
      <p className="text-ink-600">{copy.newLinkIntro}</p>
      <div>
        <label htmlFor="correo-inscripcion" className="field-label">
          {copy.emailLabel}
        </label>
        <input
          id="correo-inscripcion"
          type="email"
          className="field"
          autoComplete="email"
          maxLength={320}
          value={email}
          aria-invalid={error === copy.emailInvalid || undefined}
          aria-describedby={error ? 'correo-inscripcion-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      {error && (
        <p id="correo-inscripcion-error" role="alert" className="font-semibold text-clay-700">
          {error}
        </p>
      )}
      <p role="status" className="font-semibold text-navy-800 empty:hidden">
        {sent}
      </p>
      <button type="submit" className="btn btn-primary justify-self-start" disabled={busy} aria-busy={busy}>
        {busy ? copy.sending : copy.send}
      </button>
    </form>
  );
}
