import { type FormEvent, useState } from 'react';
import { requestLink } from '#site/lib/giving/donorAccessApi.ts';
import { givingMessages } from '#site/lib/messages/givingMessages.ts';

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/**
 * The email form: always answers with the function's one message (it never tells whether the email has
 * gifts). `problem` is why the donor is here again (a used, expired or invalid link, a session that ended).
 */
export function RequestLinkForm({ problem }: { problem?: string | undefined }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (!looksLikeEmail(email)) return setError(givingMessages.donor.emailInvalid);
    setError('');
    setBusy(true);
    try {
      setSent(await requestLink(email.trim()));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
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
        aria-labelledby="pedir-enlace"
      >
        <h2 id="pedir-enlace" className="text-2xl font-semibold">
          {problem ? givingMessages.donor.newLink : givingMessages.donor.requestTitle}
        </h2>
        <p className="text-ink-600">{givingMessages.donor.requestIntro}</p>
        <div>
          <label htmlFor="correo-donante" className="field-label">
            {givingMessages.donor.emailLabel}
          </label>
          <input
            id="correo-donante"
            type="email"
            className="field"
            autoComplete="email"
            maxLength={320}
            value={email}
            aria-invalid={error === givingMessages.donor.emailInvalid || undefined}
            aria-describedby={error ? 'correo-donante-error' : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        {error && (
          <p id="correo-donante-error" role="alert" className="font-semibold text-clay-700">
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
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? givingMessages.donor.sending : givingMessages.donor.send}
          </button>
        </div>
      </form>
    </div>
  );
}
