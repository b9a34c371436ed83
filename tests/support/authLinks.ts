import type { AuthHarness } from './authHarness.ts';

/**
 * Following an auth email's link the way a browser does: GET /auth/v1/verify answers 303, and the session
 * (or the error) travels in the fragment of the Location, which the page at redirect_to reads.
 */

export interface LinkLanding {
  status: number;
  /** Where the browser goes next, without its fragment. */
  redirectTo: string;
  /** The fragment's parameters: access_token, refresh_token, type… or error, error_code, error_description. */
  params: Record<string, string>;
}

export async function followAuthLink(t: Pick<AuthHarness, 'auth'>, link: string): Promise<LinkLanding> {
  const url = new URL(link);
  const path = url.pathname.replace(/^\/auth\/v1/, '') + url.search;
  const response = await t.auth(path, { redirect: 'manual' });
  const location = response.headers.get('Location') ?? '';
  const [redirectTo = '', fragment = ''] = location.split('#');
  return { status: response.status, redirectTo, params: Object.fromEntries(new URLSearchParams(fragment)) };
}

/** The `token`, `type` and `redirect_to` an email link carries. */
export function linkParts(link: string): { token: string; type: string; redirectTo: string } {
  const url = new URL(link);
  return {
    token: url.searchParams.get('token') ?? '',
    type: url.searchParams.get('type') ?? '',
    redirectTo: url.searchParams.get('redirect_to') ?? '',
  };
}
