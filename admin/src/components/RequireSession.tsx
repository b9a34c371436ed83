import { Navigate, Outlet, useLocation } from 'react-router';
import { MandatoryEnrollment } from '../features/account/MandatoryEnrollment.tsx';
import { TwoFactorCodeStep } from '../features/account/TwoFactorCodeStep.tsx';
import { adminMessages } from '../lib/messages.ts';
import { useSession } from '../lib/session.tsx';
import { Spinner } from './Spinner.tsx';

/**
 * Route guard of docs/spec.md §2: no session → /login; a session that still owes its second factor gets the code
 * (or, for an admin while two-factor is mandatory, the enrolment) before any screen asks for data; a
 * session without a staff role sees no data.
 */
export function RequireSession({ children }: { children?: React.ReactNode }) {
  const state = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Spinner label={adminMessages.common.loading} fullScreen />;
  if (state.status === 'signedOut')
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (state.secondFactor === 'code') return <TwoFactorCodeStep />;
  if (state.secondFactor === 'enroll') return <MandatoryEnrollment />;
  return children ?? <Outlet />;
}
