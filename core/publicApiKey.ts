/**
 * The one key the browser bundles carry: the publishable key (`sb_publishable_…`,
 * PUBLIC_SUPABASE_PUBLISHABLE_KEY), or, for a project still on the legacy keys, its anon key
 * (PUBLIC_SUPABASE_ANON_KEY). A key that opens everything (a secret key, a legacy service_role JWT) is
 * refused: every visitor would receive it.
 */

export type PublicKeyVariable = 'PUBLIC_SUPABASE_PUBLISHABLE_KEY' | 'PUBLIC_SUPABASE_ANON_KEY';

export interface PublicApiKey {
  key: string;
  /** Which variable it came from, so the build can say it. */
  variable: PublicKeyVariable;
}

export class UnsafePublicKeyError extends Error {}

/** The `role` of a legacy JWT key, or undefined for anything that is not one. */
function legacyRole(key: string): unknown {
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return undefined;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    return (JSON.parse(json) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/** Throws unless `key` may be published to every visitor. */
export function assertPublishable(key: string, variable: string): void {
  if (key.startsWith('sb_secret_') || legacyRole(key) === 'service_role') {
    throw new UnsafePublicKeyError(
      `${variable} contiene una clave secreta (sb_secret_… o service_role): iría en el navegador de cada visitante. Usa la clave publicable (sb_publishable_…) o, en un proyecto con claves antiguas, la anon.`,
    );
  }
}

/** The publishable key when set, else the legacy anon key; undefined when neither is. */
export function publicApiKey(env: Readonly<Record<string, string | undefined>>): PublicApiKey | undefined {
  for (const variable of ['PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'PUBLIC_SUPABASE_ANON_KEY'] as const) {
    const key = env[variable]?.trim();
    if (key) {
      assertPublishable(key, variable);
      return { key, variable };
    }
  }
  return undefined;
}
