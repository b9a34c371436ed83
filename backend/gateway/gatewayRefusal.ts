/**
 * The answers of Supabase's API gateway when it refuses a key (HTTP 401, `{message, hint}`), with the
 * `sb-error-code` header where hosted projects were seen sending one. backend/README.md says where
 * each text was read.
 */
export interface GatewayRefusal {
  message: string;
  hint: string;
  /** The `sb-error-code` header, when hosted Supabase is known to send one for this case. */
  errorCode?: string;
}

export const refusals = {
  missing: {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
    errorCode: 'UNAUTHORIZED_MISSING_API_KEY',
  },
  secretInBrowser: {
    message: 'Forbidden use of secret API key in browser',
    hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
    errorCode: 'UNAUTHORIZED_INVALID_API_KEY_TYPE',
  },
  unregistered: {
    message: 'Unregistered API key',
    hint: 'Double check the provided API key as it is not registered for this project.',
  },
  invalid: {
    message: 'Invalid API key',
    hint: 'Double check your API key.',
    errorCode: 'UNAUTHORIZED_INVALID_API_KEY',
  },
  legacyDisabled: {
    message: 'Legacy API keys are disabled',
    hint: 'Your legacy API keys (anon, service_role) are disabled. Re-enable them in the Supabase dashboard, or use the new publishable and secret API keys.',
  },
} satisfies Record<string, GatewayRefusal>;

export function refusalResponse(refusal: GatewayRefusal): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (refusal.errorCode) headers['sb-error-code'] = refusal.errorCode;
  return new Response(JSON.stringify({ message: refusal.message, hint: refusal.hint }), {
    status: 401,
    headers,
  });
}
