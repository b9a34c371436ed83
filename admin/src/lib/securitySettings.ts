import { supabase } from './supabase.ts';

/**
 * Whether admins must sign in with two factors (core/deployConfig.ts staffSecurity, mirrored in
 * public.security_settings, which every signed-in person may read). A failed read counts as off: the
 * database enforces the switch anyway, this only decides whether to show the enrolment step first.
 */
export async function adminsRequireTwoFactor(): Promise<boolean> {
  const { data } = await supabase.from('security_settings').select('admins_require_two_factor').maybeSingle();
  return data?.admins_require_two_factor ?? false;
}
