import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '#core/supabaseError.ts';
import { AuthCard, FormNotice } from '../../components/AuthCard.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { AccountEmailField } from './AccountEmailField.tsx';
import { emailWait } from './authAnswers.ts';
import { setPasswordUrl } from './setPasswordUrl.ts';

const copy = adminMessages.password;

/**
 * /admin/forgot-password: Supabase Auth's /recover answers alike whether the email has an account or not,
 * and so does this page; only the 429 rate limit differs, and then it says when to try again.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: setPasswordUrl(),
    });
    setBusy(false);
    if (!error) setAnswer({ tone: 'ok', text: copy.forgotSent });
    else
      setAnswer({ tone: 'problem', text: emailWait(error) ?? `${copy.forgotError}: ${errorDetail(error)}` });
  }

  return (
    <AuthCard title={copy.forgotTitle} intro={copy.forgotIntro}>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <AccountEmailField value={email} onChange={setEmail} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? copy.sending : copy.forgotSubmit}
        </button>
      </form>
      {answer && <FormNotice tone={answer.tone}>{answer.text}</FormNotice>}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-navy-700 underline">
          {copy.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
