import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { siteConfig } from '#core/siteConfig.ts';

/**
 * Writes core/siteConfig.ts's staff security switch into public.security_settings, where the policies
 * read it (private.session_meets_staff_aal). Runs with the service role: at `npm start` and after each
 * production deploy, so the database always holds what the deployed configuration says.
 */
export async function syncSecuritySettings(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  adminsRequireTwoFactor?: boolean;
  fetch?: typeof fetch;
}): Promise<void> {
  const service = createClient<Database>(options.supabaseUrl, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
  });
  const required = options.adminsRequireTwoFactor ?? siteConfig.staffSecurity.adminsRequireTwoFactor;
  const { error } = await service
    .from('security_settings')
    .upsert({ id: true, admins_require_two_factor: required }, { onConflict: 'id' });
  if (error) throw new Error(`No se pudo guardar security_settings: ${error.message}`);
}
