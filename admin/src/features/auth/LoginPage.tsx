import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { TextInput } from '../../components/FormField.tsx';
import { assuranceOf } from '../../lib/assurance.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.tsx';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
import { AccountEmailField } from '../account/AccountEmailField.tsx';
import { loginErrorDescription } from './loginError.ts';

const copy = adminMessages.auth;

/** /admin/login: email and password, a loading state while verifying, the spec's toasts. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (session.status === 'signedIn' && !busy) return <Navigate to="/dashboard" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(copy.errorTitle, copy.required);
      return;
    }
    setBusy(true);
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    setBusy(false);
    if (error) {
      toast.error(copy.errorTitle, loginErrorDescription(error));
      return;
    }
    if (!data.user) {
      toast.error(copy.errorTitle, copy.noUser);
      return;
    }
    // With a verified factor the panel asks for the code first (RequireSession); welcome comes after.
    if (!data.session || !assuranceOf(data.session).hasVerifiedFactor)
      toast.success(copy.successTitle, copy.successDescription);
    navigate('/dashboard', { replace: true });
  }

  return (
    <AuthCard title={copy.loginTitle} intro={copy.loginIntro}>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate={false}>
        <AccountEmailField value={email} onChange={setEmail} />
        <TextInput
          id="password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {busy ? copy.verifying : copy.signIn}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-navy-700 underline">
          {adminMessages.password.forgotLink}
        </Link>
      </p>
    </AuthCard>
  );
}
