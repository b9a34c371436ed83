import type { ApiKeys } from './config.ts';

export const DEMO_LOGINS = [
  { email: 'admin@example.org', role: 'admin' },
  { email: 'editor@example.org', role: 'editor' },
  { email: 'pastoral@example.org', role: 'pastoral' },
] as const;
export const DEMO_PASSWORD = 'demo-password-123';

/** The lines `npm start` and `npm run backend` print: where the API is, its keys and the demo logins. */
export function describeBackend(apiUrl: string, keys: ApiKeys, databaseLabel: string): string {
  return [
    `API (Supabase local): ${apiUrl}   [${databaseLabel}]`,
    `  anon key:         ${keys.anonKey}`,
    `  service_role key: ${keys.serviceRoleKey}`,
    `Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((login) => `  ${login.email.padEnd(22)} ${login.role}`),
  ].join('\n');
}
