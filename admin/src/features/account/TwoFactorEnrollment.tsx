import { type FormEvent, useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { FormNotice } from '../../components/AuthCard.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
import { CodeField } from './CodeField.tsx';
import { verifyCode } from './verifyCode.ts';

const copy = adminMessages.twoFactor;

interface Enrolment {
  factorId: string;
  /** Supabase Auth's SVG of the otpauth:// URI as a data: URL (the policy's img-src allows data:). */
  qrCode: string;
  secret: string;
}

/**
 * Adds an authenticator app: enrol a TOTP factor, show its QR code and secret, verify a code. Supabase
 * Auth draws the QR code itself, so the browser needs no QR library and no inline script or style.
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
    setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
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
      <img
        src={enrolment.qrCode}
        alt={copy.qrAlt}
        width={192}
        height={192}
        className="rounded border border-cream-200 bg-white"
      />
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
