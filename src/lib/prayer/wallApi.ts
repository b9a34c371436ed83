import { offlineMessage } from '#core/messages/errorMessages.ts';

/**
 * The prayer pages' calls to the API's functions, with plain fetch: the wall's script runs on page load,
 * so it carries a few hundred bytes instead of supabase-js. Each answers its JSON, or throws a Spanish
 * message (the API's own message when it sent one).
 */
const api = () => ({
  url: import.meta.env.PUBLIC_SUPABASE_URL as string,
  key: import.meta.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY as string,
});

export const OFFLINE = offlineMessage;

export async function callFunction<Answer>(name: string, args: object = {}): Promise<Answer> {
  const { url, key } = api();
  let response: Response;
  try {
    response = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
  } catch {
    throw new Error(OFFLINE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : OFFLINE);
  }
  return body as Answer;
}

const VISITOR_KEY = 'oracion:visitante';

/**
 * This browser's random visitor id (no cookie, nothing personal): the database counts one prayer per id,
 * request and day, and at most 30 ids per address, so clearing it does not buy more than that.
 */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  let id: string | null = null;
  try {
    id = storage.getItem(VISITOR_KEY);
  } catch {
    // Storage blocked (private mode in some browsers): a fresh id per page still counts once per day.
  }
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) {
    id = crypto.randomUUID();
    try {
      storage.setItem(VISITOR_KEY, id);
    } catch {}
  }
  return id;
}
