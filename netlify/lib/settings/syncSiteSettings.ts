import { siteConfig } from '#core/siteConfig.ts';
import { type ServerSettings, serviceClient } from '../serverFunction.ts';

export type SiteSettingsOverrides = { adminsRequireTwoFactor?: boolean; wallDays?: number };

/**
 * Writes the settings of core/siteConfig.ts that SQL must enforce into their tables: the staff security
 * switch into public.security_settings (read by private.session_meets_staff_aal) and the prayer wall's days
 * into public.prayer_wall_settings (read when a request is approved, and shown in the consent text the site
 * was built with). Runs with the service role at `npm start` and after each production deploy, so the
 * database always holds what the deployed configuration says. Tests pass overrides.
 */
export async function syncSiteSettings(options: ServerSettings & SiteSettingsOverrides): Promise<void> {
  const service = serviceClient(options);
  const required = options.adminsRequireTwoFactor ?? siteConfig.staffSecurity.adminsRequireTwoFactor;
  const wallDays = options.wallDays ?? siteConfig.prayerWall.wallDays;
  const writes = await Promise.all([
    service
      .from('security_settings')
      .upsert({ id: true, admins_require_two_factor: required }, { onConflict: 'id' }),
    service.from('prayer_wall_settings').upsert({ id: true, wall_days: wallDays }, { onConflict: 'id' }),
  ]);
  const failed = writes.find((write) => write.error)?.error;
  if (failed) throw new Error(`No se pudo guardar la configuración del sitio: ${failed.message}`);
}
