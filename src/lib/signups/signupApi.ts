import { signupMessages } from '../messages/signupMessages.ts';

/**
 * The visitor's calls to the `signups` server function (netlify/lib/signups/signupsFunction.ts), with plain
 * fetch: each answers its JSON or the function's own Spanish sentence (a string), never throws.
 */
export const SIGNUPS_FUNCTION_URL = '/.netlify/functions/signups';

export interface Place {
  starts_at: string;
  status: 'confirmed' | 'waitlisted';
  waitlist_position: number | null;
}

export interface TakeRequest {
  action: 'take';
  list_id: string;
  starts: string[];
  name: string;
  email?: string;
  phone?: string;
  whatsapp_consent: boolean;
  answers: Record<string, string>;
  website: string;
}

export async function postSignups<Answer>(body: object): Promise<Answer | string> {
  let response: Response;
  try {
    response = await fetch(SIGNUPS_FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return signupMessages.offline;
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok && answer) return answer as Answer;
  return typeof answer?.message === 'string' && answer.message ? answer.message : signupMessages.offline;
}

export const takeSignup = (request: TakeRequest) => postSignups<{ token: string; places: Place[] }>(request);

/** What the form holds, as the function's `take` asks it; or the first thing missing, in Spanish. */
export function readSignupForm(form: HTMLFormElement, listId: string): TakeRequest | string {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const starts = data.getAll('starts').map(String);
  if (starts.length === 0) return signupMessages.missing.dates;
  if (!text('name')) return signupMessages.missing.name;
  if (!text('email') && !text('phone')) return signupMessages.missing.contact;
  const answers: Record<string, string> = {};
  for (const [name, value] of data) {
    if (name.startsWith('answer:') && String(value).trim()) answers[name.slice(7)] = String(value).trim();
  }
  return {
    action: 'take',
    list_id: listId,
    starts,
    name: text('name'),
    ...(text('email') ? { email: text('email') } : {}),
    ...(text('phone') ? { phone: text('phone') } : {}),
    whatsapp_consent: data.get('whatsapp_consent') === 'on',
    answers,
    website: text('website'),
  };
}

/** A date of the person's booking, as `open` and `cancel` answer it. */
export interface BookedDate {
  id: string;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  name: string;
  starts_at: string;
  list_id: string;
  /** The event's title and time zone: the date reads as on the event's page. */
  title: string;
  time_zone: string;
  /** A serving shift's other dates of its next weeks («Cambiar de fecha»); empty for an event. */
  other_dates: string[];
}

export const openBooking = (token: string) =>
  postSignups<{ session: string; signups: BookedDate[] }>({ action: 'open', token });

export const cancelBookedDate = (session: string, signupId: string) =>
  postSignups<{ signups: BookedDate[] }>({ action: 'cancel', session, signup_id: signupId });

/** «Cambiar de fecha»: the engine takes a place on `newStart` first, then frees the old date. */
export const moveBookedDate = (session: string, signupId: string, newStart: string) =>
  postSignups<{ signups: BookedDate[] }>({
    action: 'move',
    session,
    signup_id: signupId,
    new_start: newStart,
  });

export const requestNewLink = (email: string) =>
  postSignups<{ message: string }>({ action: 'resend', email });
