import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorDetail } from '#core/supabaseError.ts';
import { AuthCard, FormNotice } from '../../components/AuthCard.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.tsx';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
import { readLinkFragment, weakPasswordProblems } from './authAnswers.ts';
import { PasswordFields, usePasswordPair } from './PasswordFields.tsx';
import { TwoFactorCodeStep } from './TwoFactorCodeStep.tsx';

const copy = adminMessages.password;

type Stage = { name: 'checking' } | { name: 'form' } | { name: 'problem'; message: string };

/** Reads the link's fragment once (then removes it from the address bar) and sets its session. */
function useLinkSession(): Stage {
  const [stage, setStage] = useState<Stage>({ name: 'checking' });
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const landing = readLinkFragment(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      if (landing.kind === 'problem') return setStage({ name: 'problem', message: landing.message });
      if (landing.kind === 'session') {
        const { error } = await supabase.auth.setSession({
          access_token: landing.accessToken,
          refresh_token: landing.refreshToken,
        });
        return setStage(error ? { name: 'problem', message: copy.linkInvalid } : { name: 'form' });
      }
      // A reload after the fragment was read: the session it set is still there.
      const { data } = await supabase.auth.getSession();
      setStage(data.session ? { name: 'form' } : { name: 'problem', message: copy.linkInvalid });
    })();
  }, []);
  return stage;
}

/**
 * /admin/set-password: where invitation and recovery links land. The person chooses a password (the
 * rules shown; the server's weak_password reasons in Spanish beside the field) and enters the panel.
 */
export function SetPasswordPage() {
  const stage = useLinkSession();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { password, repeated, fields } = usePasswordPair();
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (password !== repeated) return setProblems([copy.mismatch]);
    setBusy(true);
    const { error } = await supabase.auth.updateUser({ password });
    setBusy(false);
    if (!error) {
      toast.success(copy.saved, adminMessages.auth.successDescription);
      navigate('/dashboard', { replace: true });
      return;
    }
    const weak = weakPasswordProblems(error);
    setProblems(weak);
    if (weak.length === 0) setFailure(`${copy.saveError}: ${errorDetail(error)}`);
  }

  if (stage.name === 'checking') return <Spinner label={adminMessages.common.loading} fullScreen />;
  // Supabase Auth changes the password of someone with a verified factor only from an aal2 session.
  if (stage.name === 'form' && session.status === 'signedIn' && session.secondFactor === 'code')
    return <TwoFactorCodeStep />;
  if (stage.name === 'problem')
    return (
      <AuthCard title={copy.linkProblemTitle}>
        <FormNotice tone="problem">{stage.message}</FormNotice>
        <p className="mt-6 flex flex-col gap-3 text-center text-sm">
          <Link to="/forgot-password" className="btn-primary">
            {copy.askAgain}
          </Link>
          <Link to="/login" className="font-semibold text-navy-700 underline">
            {copy.backToLogin}
          </Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title={copy.setTitle} intro={copy.setIntro}>
      <form className="mt-6 space-y-4" onSubmit={submit}>
        <PasswordFields {...fields} problems={problems} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? adminMessages.common.saving : copy.save}
        </button>
      </form>
      {failure && <FormNotice tone="problem">{failure}</FormNotice>}
    </AuthCard>
  );
}
