import { adminMessages } from '../../lib/messages.ts';
import { emailWait, weakPasswordProblems } from './authAnswers.ts';

const copy = adminMessages.passwordChange;

interface AuthFailure {
  code?: string;
  message?: string;
  reasons?: readonly string[];
}

/**
 * What «Mi perfil» does after supabase.auth.updateUser({ password, nonce }) answered (issue 34, item 8),
 * branching on GoTrue's codes as hosted Supabase and the local Auth send them (backend/auth/routes/
 * userRoutes.ts): with secure_password_change a session older than 24 hours must confirm with the code
 * supabase.auth.reauthenticate() emails; the code can be wrong or expired; the new password can be weak or
 * the same as before.
 */
export type PasswordChangeAnswer =
  | { kind: 'saved' }
  | { kind: 'needsCode' }
  | { kind: 'codeProblem'; message: string }
  | { kind: 'passwordProblems'; problems: string[] }
  | { kind: 'failed'; message: string };

export function passwordChangeAnswer(error: AuthFailure | null): PasswordChangeAnswer {
  if (!error) return { kind: 'saved' };
  if (error.code === 'reauthentication_needed') return { kind: 'needsCode' };
  if (error.code === 'reauthentication_not_valid') return { kind: 'codeProblem', message: copy.codeInvalid };
  if (error.code === 'same_password') return { kind: 'passwordProblems', problems: [copy.samePassword] };
  const weak = weakPasswordProblems(error);
  if (weak.length > 0) return { kind: 'passwordProblems', problems: weak };
  return { kind: 'failed', message: emailWait(error) ?? copy.failed };
}

/** The new password and its repetition before anything is sent: a mismatch never reaches the server. */
export function passwordChangeProblems(password: string, repeated: string): string[] {
  return password === repeated ? [] : [adminMessages.password.mismatch];
}
