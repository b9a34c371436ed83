import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.tsx';
import { Spinner } from './Spinner.tsx';

/** Route guard of spec §2: no session → /login; a session without a staff role sees no data. */
export function RequireSession({ children }: { children?: React.ReactNode }) {
  const state = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <Spinner label="Cargando…" fullScreen />;
  if (state.status === 'signedOut')
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}
