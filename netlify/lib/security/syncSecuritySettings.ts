import { siteConfig } from '#core/siteConfig.ts';
import { type ServerSettings, serviceClient } from '../serverFunction.ts';

/**
 * Writes core/siteConfig.ts's staff security switch into public.security_settings, where the policies
 * read it (private.session_meets_staff_aal). Runs with the service role: at `npm start` and after each
 * production deploy, so the database always holds what the deployed configuration says.
 */
export async function syncSecuritySettings(
  options: ServerSettings & { adminsRequireTwoFactor?: boolean },
): Promise<void> {
  const service = serviceClient(options);
  const required = options.adminsRequireTwoFactor ?? siteConfig.staffSecurity.adminsRequireTwoFactor;
  const { error } = await service
    .from('security_settings')
    .upsert({ id: true, admins_require_two_factor: required }, { onConflict: 'id' });
  if (error) throw new Error(`No se pudo guardar security_settings: ${error.message}`);
}
