import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { useSignOut } from '../../components/useSignOut.ts';
import { adminMessages } from '../../lib/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { CodeField } from './CodeField.tsx';
import { verifyCode } from './verifyCode.ts';

const copy = adminMessages.twoFactor;

/**
 * Shown instead of the panel while a session with a verified factor is still aal1 (after the password),
 * so the person is asked for the code rather than shown lists the database would leave empty.
 */
export function TwoFactorCodeStep() {
  const signOut = useSignOut();
  const revalidator = useRevalidator();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { data } = await supabase.auth.mfa.listFactors();
    const factor = data?.totp[0];
    const refused = factor ? await verifyCode(factor.id, code) : copy.verifyError;
    setBusy(false);
    setProblem(refused);
    // The screen's data was asked for with the aal1 session: ask again now that the session is aal2.
    if (!refused) void revalidator.revalidate();
  }

  return (
    <AuthCard title={copy.codeTitle} intro={copy.codeIntro}>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <CodeField value={code} onChange={setCode} problem={problem} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? copy.verifying : copy.verify}
        </button>
      </form>
      <button type="button" className="btn-secondary mt-3 w-full" onClick={() => void signOut()}>
        {copy.signOut}
      </button>
    </AuthCard>
  );
}
