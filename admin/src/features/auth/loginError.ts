import { adminMessages } from '../../lib/messages.ts';

/** Description of the 'Error de autenticación' toast: branches on the auth error code, never its text. */
export function loginErrorDescription(error: { code?: string; message?: string }): string {
  if (error.code === 'invalid_credentials') return adminMessages.auth.badCredentials;
  return error.message?.trim() || adminMessages.auth.badCredentials;
}
