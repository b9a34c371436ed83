import { useRevalidator } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { useSignOut } from '../../components/useSignOut.ts';
import { adminMessages } from '../../lib/messages.ts';
import { TwoFactorEnrollment } from './TwoFactorEnrollment.tsx';

const copy = adminMessages.twoFactor;

/** While two-factor is mandatory for admins (site configuration), an admin without a factor starts here. */
export function MandatoryEnrollment() {
  const signOut = useSignOut();
  const revalidator = useRevalidator();
  return (
    <AuthCard title={copy.mandatoryTitle} intro={copy.mandatoryIntro}>
      <TwoFactorEnrollment onEnrolled={() => void revalidator.revalidate()} />
      <button type="button" className="btn-secondary mt-3 w-full" onClick={() => void signOut()}>
        {copy.signOut}
      </button>
    </AuthCard>
  );
}
