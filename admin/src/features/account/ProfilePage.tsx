import { useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { assuranceOf } from '../../lib/assurance.ts';
import { adminMessages } from '../../lib/messages.ts';
import { useStaff } from '../../lib/session.tsx';
import { supabase } from '../../lib/supabase.ts';
import { useToast } from '../../lib/toast.tsx';
import { ArrivalEmailsSetting } from './ArrivalEmailsSetting.tsx';
import { ChangePassword } from './ChangePassword.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { TwoFactorEnrollment } from './TwoFactorEnrollment.tsx';

const copy = adminMessages.twoFactor;

/** Removes every TOTP factor of the signed-in person (an aal2 session, as Supabase Auth requires). */
async function removeOwnFactors(): Promise<void> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  for (const factor of data.all) {
    const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (removed.error) throw removed.error;
  }
  await supabase.auth.refreshSession();
}

/** /admin/profile: the signed-in person's account, their password, their email notices and two-factor sign-in. */
export function ProfilePage() {
  const staff = useStaff();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const enabled = assuranceOf(staff.session).hasVerifiedFactor;

  async function remove() {
    setBusy(true);
    try {
      await removeOwnFactors();
      toast.success(copy.removed);
    } catch (error) {
      toast.error(copy.removeError, errorDetail(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">{copy.profileTitle}</h1>
      <p className="mt-1 break-all text-ink-700">{staff.email}</p>
      <ChangePassword />
      <ArrivalEmailsSetting />
      <ProfileSection id="two-factor-title" title={copy.sectionTitle}>
        <p className="mt-1 text-ink-700">{enabled ? copy.on : copy.off}</p>
        {enabled ? (
          <button type="button" className="btn-secondary mt-4" onClick={() => void remove()} disabled={busy}>
            {copy.remove}
          </button>
        ) : (
          <TwoFactorEnrollment />
        )}
      </ProfileSection>
    </div>
  );
}
