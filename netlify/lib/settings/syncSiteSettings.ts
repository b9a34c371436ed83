import { deployConfig } from '#core/deployConfig.ts';
import { type ServerSettings, serviceClient } from '../serverFunction.ts';

export type SiteSettingsOverrides = { adminsRequireTwoFactor?: boolean };

/**
 * Writes the deployment's staff security switch (core/deployConfig.ts) into public.security_settings, read
 * by private.session_meets_staff_aal. Runs with the service role at `npm start` and after each production
 * deploy, so the database always holds what the deployed code says. Tests pass an override. (The prayer
 * wall's days are site content: publishing the identity area writes them in SQL.)
 */
export async function syncSiteSettings(options: ServerSettings & SiteSettingsOverrides): Promise<void> {
  const service = serviceClient(options);
  const required = options.adminsRequireTwoFactor ?? deployConfig.staffSecurity.adminsRequireTwoFactor;
  const { error } = await service
    .from('security_settings')
    .upsert({ id: true, admins_require_two_factor: required }, { onConflict: 'id' });
  if (error) throw new Error(`No se pudo guardar la configuración del sitio: ${error.message}`);
}
