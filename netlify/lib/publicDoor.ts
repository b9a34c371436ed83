import type { $ZodType } from 'zod/v4/core';
import { Refusal, readBody, requirePost, type ServiceClient } from './serverFunction.ts';

/**
 * The limits of a public server function (issue 30 item 3): who is knocking, how often they may, and how
 * large a body they may send. The counting lives in the database (public.knock_on_door, limits in
 * private.door_limits), so every instance of a function shares it, in production as in tests.
 */

/** Doors a server function counts knocks on (rows of private.door_limits). */
export type Door =
  | 'visitor_upload'
  | 'staff_upload'
  | 'prayer_request'
  | 'donor_link_request'
  | 'donor_link_email'
  | 'donor_link_open'
  | 'donor_link_token'
  | 'donor_session'
  | 'signup_link_open'
  | 'signup_link_token'
  | 'signup_session'
  | 'signup_link_request'
  | 'signup_link_email'
  | 'group_join'
  | 'unsubscribe'
  | 'unsubscribe_token'
  | 'visit_plan'
  | 'visit_link_open'
  | 'visit_link_token'
  | 'visit_session'
  | 'visit_link_request'
  | 'visit_link_email';

/** The two doors of a request for a new private link: by the asker's address, and by the email asked for. */
export type NewLinkDoors = readonly [Door, Door];

/**
 * The visitor's address as Netlify hands it to a function: `x-nf-client-connection-ip`, set by Netlify's
 * edge, and by the local site server from its socket. Null for an in-process call (tests), which has
 * no address to count by: its address knocks are skipped, as the API's own doors do.
 */
export function clientAddress(request: Request): string | null {
  return request.headers.get('x-nf-client-connection-ip')?.trim().slice(0, 64) || null;
}

/** «Inténtalo de nuevo en 12 minutos.», as private.retry_sentence says it for the API's own doors. */
export function retrySentence(seconds: number): string {
  if (seconds <= 60) return 'Inténtalo de nuevo en un minuto.';
  if (seconds < 3600) return `Inténtalo de nuevo en ${Math.ceil(seconds / 60)} minutos.`;
  if (seconds < 5400) return 'Inténtalo de nuevo en una hora.';
  return `Inténtalo de nuevo en ${Math.ceil(seconds / 3600)} horas.`;
}

export const TOO_MANY = 'Has hecho demasiados intentos seguidos desde tu conexión.';
/** The words of the API's own limit on the visitor forms (private.enforce_door_limit). */
export const TOO_MANY_SENT = 'Has hecho demasiados envíos seguidos desde tu conexión.';

/** 429 with Retry-After, in the API's words (code rate_limited). */
export const rateLimited = (seconds: number, what = TOO_MANY) =>
  new Refusal(429, 'rate_limited', `${what} ${retrySentence(seconds)}`, {
    'Retry-After': String(seconds),
  });

/** Seconds `client` must wait before knocking on `door` again (0: go ahead); counts this knock. */
export async function knock(service: ServiceClient, door: Door, client: string): Promise<number> {
  const { data, error } = await service.rpc('knock_on_door', { door, client });
  if (error) throw new Refusal(500, error.code, error.message);
  return data;
}

/** Knocks on every door given (a null client knocks on none) and refuses with 429 when any says wait. */
export async function knockOrRefuse(
  service: ServiceClient,
  knocks: ReadonlyArray<readonly [Door, string | null]>,
  what?: string,
): Promise<void> {
  let wait = 0;
  for (const [door, client] of knocks)
    if (client !== null) wait = Math.max(wait, await knock(service, door, client));
  if (wait > 0) throw rateLimited(wait, what);
}

export const TOO_MANY_LINKS = 'Se han pedido demasiados enlaces desde tu conexión o para este correo.';

/** Counts a request for a new private link on both its doors; 429 in the links' words when either says wait. */
export const knockForNewLink = (
  service: ServiceClient,
  [byAddress, byEmail]: NewLinkDoors,
  address: string | null,
  email: string,
) =>
  knockOrRefuse(
    service,
    [
      [byAddress, address],
      [byEmail, email],
    ],
    TOO_MANY_LINKS,
  );

/**
 * What a private link's session holds (a booking, a visit, a donor's email) after a knock on its `door`;
 * 401 `session_expired` with `expired` when it holds nothing (forged, altered or expired).
 */
export async function sessionOrRefuse(
  service: ServiceClient,
  door: Door,
  session: string,
  read: (session: string) => string | null,
  expired: string,
): Promise<string> {
  await knockOrRefuse(service, [[door, session]]);
  const held = read(session);
  if (!held) throw new Refusal(401, 'session_expired', expired);
  return held;
}

/**
 * Refuses a body over `maxBytes` with 413 before it is parsed: by its declared length, and by what
 * actually arrives (a chunked body declares none). `tooLarge` gives a function its own words.
 */
export async function limitBody(
  request: Request,
  maxBytes: number,
  tooLarge = () =>
    new Refusal(
      413,
      'payload_too_large',
      `Lo enviado es demasiado grande (máximo ${Math.round(maxBytes / 1024)} KB).`,
    ),
): Promise<Request> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return request;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw tooLarge();
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes });
}

/** A visitor's POST in the order every public function checks it: 405, then 413 (`limitBody`), then 400. */
export async function readPublicPost<Output>(
  request: Request,
  schema: $ZodType<Output>,
  maxBytes: number,
  tooLarge?: () => Refusal,
): Promise<Output> {
  requirePost(request);
  return readBody(await limitBody(request, maxBytes, tooLarge), schema);
}
