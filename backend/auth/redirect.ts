import { isIP } from 'node:net';

/**
 * Where an email link may send the person back: GoTrue's GetReferrer and IsRedirectURLValid. The site
 * itself (scheme and host, any port on loopback), loopback addresses, or a pattern of
 * additional_redirect_urls (`*` within a path segment or host label, `**` across them); else site_url.
 */

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0', '[::]']);

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const character = pattern[i]!;
    if (character === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (character === '*') source += '[^./]*';
    else if (character === '?') source += '[^./]';
    else source += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export interface RedirectPolicy {
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
}

export function isRedirectAllowed(policy: RedirectPolicy, redirectTo: string): boolean {
  if (redirectTo === '') return false;
  let site: URL;
  let target: URL;
  try {
    site = new URL(policy.siteUrl);
    target = new URL(redirectTo);
  } catch {
    return false;
  }
  if (
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || LOCALHOSTS.has(target.hostname))
  ) {
    return true;
  }
  // The host as written: WHATWG URL would turn a decimal host (2130706433) into 127.0.0.1, Go does not.
  const written = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(redirectTo)?.[1] ?? '';
  const host = written.replace(/^\[|\]$/g, '');
  if (/^\d+$/.test(host)) return false;
  if (isIP(host)) return host === '::1' || host.startsWith('127.');
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const withoutFragment = redirectTo.split('#')[0]!;
  return policy.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** The `redirect_to` header (else query parameter) when allowed, else Referer when allowed, else site_url. */
export function referrerFor(
  policy: RedirectPolicy,
  request: { header(name: string): string | undefined; query(name: string): string | undefined },
): string {
  const requested = request.header('redirect_to') || request.query('redirect_to');
  for (const candidate of [requested, request.header('Referer')]) {
    if (candidate && isRedirectAllowed(policy, candidate)) return candidate;
  }
  return policy.siteUrl;
}
