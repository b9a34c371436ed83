import { type FormEvent, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { FormNotice } from '../../components/AuthCard.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
import { CodeField } from './CodeField.tsx';
import { QrCode } from './QrCode.tsx';
import { verifyCode } from './verifyCode.ts';

const copy = adminMessages.twoFactor;

interface Enrolment {
  factorId: string;
  /** The otpauth:// URI the authenticator app reads from the QR code. */
  uri: string;
  secret: string;
}

/**
 * Adds an authenticator app: enrol a TOTP factor, show its QR code (drawn here from the factor's
 * otpauth:// URI, lib qrcode, as an inline <svg>: the CSP has nothing to refuse) and its secret as text,
 * then verify a code.
 */
export function TwoFactorEnrollment({ onEnrolled }: { onEnrolled?(): void }) {
  const toast = useToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setProblem(null);
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    setBusy(false);
    if (error) return setProblem(`${copy.enrollError}: ${errorDetail(error)}`);
    setEnrolment({ factorId: data.id, uri: data.totp.uri, secret: data.totp.secret });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!enrolment) return;
    setBusy(true);
    const refused = await verifyCode(enrolment.factorId, code);
    setBusy(false);
    setProblem(refused);
    if (refused) return;
    toast.success(copy.enrolled);
    onEnrolled?.();
  }

  if (!enrolment)
    return (
      <div className="mt-4">
        <button type="button" className="btn-primary" onClick={() => void start()} disabled={busy}>
          {copy.start}
        </button>
        {problem && <FormNotice tone="problem">{problem}</FormNotice>}
      </div>
    );
  return (
    <form className="mt-4 space-y-4" onSubmit={verify}>
      <p className="text-sm text-ink-700">{copy.scan}</p>
      <QrCode text={enrolment.uri} label={copy.qrAlt} />
      <div>
        <p className="text-sm text-ink-700">{copy.secretLabel}</p>
        <code
          data-testid="totp-secret"
          className="mt-1 block break-all rounded bg-cream-100 p-2 font-mono text-sm"
        >
          {enrolment.secret}
        </code>
      </div>
      <CodeField value={code} onChange={setCode} problem={problem} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? copy.verifying : copy.verify}
      </button>
    </form>
  );
}
