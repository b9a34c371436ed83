import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.tsx';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
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
    toast.success(copy.successTitle, copy.successDescription);
    navigate('/dashboard', { replace: true });
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-navy-950 p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-bold text-navy-950">Panel de Administración</h1>
        <p className="mt-1 text-ink-700">Inicia sesión con tu cuenta del equipo.</p>
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate={false}>
          <TextInput
            id="email"
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <TextInput
            id="password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {busy ? 'Verificando…' : 'Iniciar sesión'}
          </button>
        </form>
      </div>
    </main>
  );
}
