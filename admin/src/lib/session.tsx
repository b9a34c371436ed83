import type { Session } from '@supabase/supabase-js';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { StaffRole } from '#core/staffRoles.ts';
import { assuranceOf, type SecondFactorStep, secondFactorStep } from './assurance.ts';
import { adminsRequireTwoFactor } from './securitySettings.ts';
import { forgetStaffRole, staffRole } from './staffRole.ts';
import { supabase } from './supabase.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      session: Session;
      userId: string;
      email: string;
      role: StaffRole | null;
      /** The code or the enrolment the panel asks for before anything else (lib/assurance.ts). */
      secondFactor: SecondFactorStep;
    };

const SessionContext = createContext<SessionState>({ status: 'loading' });

// Ask for the role as soon as the stored session is read, when this module loads, not after React's
// first render: it then leaves together with the first screen's code.
void supabase.auth.getSession().then(({ data }) => {
  if (data.session) void staffRole(data.session.user.id);
});

/**
 * Watches the auth state (supabase-js refreshes the token before expiry and reports TOKEN_REFRESHED) and
 * reads the person's staff role once per user, which decides between the panel and the no-access screen.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [role, setRole] = useState<
    { userId: string; role: StaffRole | null; adminsRequireTwoFactor: boolean } | undefined
  >(undefined);

  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      if (!next) forgetStaffRole();
      setSession(next);
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    // The switch concerns admins only, so nobody else reads it: an account without a role loads no data.
    void staffRole(userId)
      .then(async (found) => ({
        found,
        required: found === 'admin' ? await adminsRequireTwoFactor().catch(() => false) : false,
      }))
      .then(({ found, required }) => {
        if (current) setRole({ userId, role: found, adminsRequireTwoFactor: required });
      });
    return () => {
      current = false;
    };
  }, [userId]);

  let state: SessionState;
  if (session === undefined) state = { status: 'loading' };
  else if (session === null) state = { status: 'signedOut' };
  else if (role?.userId !== session.user.id) state = { status: 'loading' };
  else
    state = {
      status: 'signedIn',
      session,
      userId: session.user.id,
      email: session.user.email ?? '',
      role: role.role,
      secondFactor: secondFactorStep(
        assuranceOf(session),
        role.role === 'admin',
        role.adminsRequireTwoFactor,
      ),
    };
  return <SessionContext value={state}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The signed-in staff member; only for screens rendered inside the route guard. */
export function useStaff(): Extract<SessionState, { status: 'signedIn' }> {
  const state = useSession();
  if (state.status !== 'signedIn') throw new Error('useStaff outside the signed-in area');
  return state;
}
