import { type FormEvent, useState } from 'react';
import { FormNotice } from '../../components/AuthCard.tsx';
import { TextInput } from '../../components/FormField.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
import { PasswordFields, usePasswordPair } from './PasswordFields.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { passwordChangeAnswer, passwordChangeProblems } from './passwordChange.ts';

const copy = adminMessages.passwordChange;

/**
 * «Mi perfil» → Contraseña. supabase.auth.updateUser({ password }) as on hosted Supabase; when the session
 * is older than a day (secure_password_change), Auth asks for the code reauthenticate() emails, and the
 * same form sends it as the nonce. What was typed stays on every refusal.
 */
export function ChangePassword() {
  const toast = useToast();
  const { password, repeated, clear, fields } = usePasswordPair();
  const [code, setCode] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    const { error } = await supabase.auth.reauthenticate();
    const answer = error ? passwordChangeAnswer(error) : null;
    if (answer?.kind === 'failed') setFailure(answer.message);
    setCode((current) => current ?? '');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setCodeProblem(null);
    const mismatch = passwordChangeProblems(password, repeated);
    setProblems(mismatch);
    if (mismatch.length > 0) return;
    setBusy(true);
    try {
      const { error } = await supabase.auth.updateUser(
        code ? { password, nonce: code.trim() } : { password },
      );
      const answer = passwordChangeAnswer(error);
      if (answer.kind === 'saved') {
        toast.success(copy.saved, copy.savedDetail);
        clear();
        setCode(null);
      } else if (answer.kind === 'needsCode') await sendCode();
      else if (answer.kind === 'codeProblem') setCodeProblem(answer.message);
      else if (answer.kind === 'passwordProblems') setProblems(answer.problems);
      else setFailure(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection id="password-title" title={copy.sectionTitle}>
      <p className="mt-1 text-ink-700">{copy.intro}</p>
      <form className="mt-4 max-w-md space-y-4" onSubmit={submit}>
        <PasswordFields {...fields} problems={problems} />
        {code !== null && (
          <>
            <FormNotice tone="ok">{copy.codeSent}</FormNotice>
            <TextInput
              id="password-change-code"
              label={copy.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={codeProblem}
              alertError
              value={code}
              onChange={setCode}
            />
            <button type="button" className="btn-secondary" onClick={() => void sendCode()} disabled={busy}>
              {copy.sendAnotherCode}
            </button>
          </>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? adminMessages.common.saving : copy.submit}
        </button>
      </form>
      {failure && <FormNotice tone="problem">{failure}</FormNotice>}
    </ProfileSection>
  );
}
