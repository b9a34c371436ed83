import { visitMessages } from '../messages/visitMessages.ts';

/**
 * The guest's calls to the `visits` server function (netlify/lib/visits/visitsFunction.ts), with plain
 * fetch: each answers its JSON or the function's own Spanish sentence (a string), never throws.
 */
export const VISITS_FUNCTION_URL = '/.netlify/functions/visits';

/** A visit as the function shows it to its guest (no contact details: the guest knows them). */
export interface VisitView {
  service_name: string;
  starts_at: string;
  /** «Domingo, 6 de diciembre · 10:00», in the ministry's zone. */
  when: string;
  address: string;
  party_size: number;
  children: boolean;
  status: 'planned' | 'cancelled';
}

/** A date the guest may move the visit to. */
export interface VisitChoice {
  key: string;
  label: string;
  service_name: string;
}

export interface PlanRequest {
  action: 'plan';
  name: string;
  email?: string;
  phone?: string;
  whatsapp_consent: boolean;
  visit: string;
  party_size: number;
  children: boolean;
  website: string;
}

export async function postVisits<Answer>(body: object): Promise<Answer | string> {
  let response: Response;
  try {
    response = await fetch(VISITS_FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return visitMessages.offline;
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (response.ok && answer) return answer as Answer;
  return typeof answer?.message === 'string' && answer.message ? answer.message : visitMessages.offline;
}

/** The form's five fields as the function's `plan` asks them; or the first thing missing, in Spanish. */
export function readVisitForm(data: FormData): PlanRequest | string {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const { missing } = visitMessages;
  if (!text('name')) return missing.name;
  if (!text('email') && !text('phone')) return missing.contact;
  const consent = data.get('whatsapp_consent') === 'on';
  if (!text('email') && !consent) return missing.consent;
  if (!text('visit')) return missing.visit;
  const partySize = Number(text('party_size'));
  if (!Number.isInteger(partySize) || partySize < 1 || partySize > 20) return missing.partySize;
  return {
    action: 'plan',
    name: text('name'),
    ...(text('email') ? { email: text('email') } : {}),
    ...(text('phone') ? { phone: text('phone') } : {}),
    whatsapp_consent: consent,
    visit: text('visit'),
    party_size: partySize,
    children: data.get('children') === 'on',
    website: text('website'),
  };
}

export const planVisit = (request: PlanRequest) => postVisits<{ token: string; visit?: VisitView }>(request);

export const openVisit = (token: string) =>
  postVisits<{ session: string; visit: VisitView; choices: VisitChoice[] }>({ action: 'open', token });

export const cancelVisit = (session: string) =>
  postVisits<{ visit: VisitView; choices: VisitChoice[] }>({ action: 'cancel', session });

/** A guest without email gets the fresh link in the answer: no confirmation will bring it. */
export const changeVisit = (session: string, visit: string) =>
  postVisits<{ visit: VisitView; choices: VisitChoice[]; token?: string }>({
    action: 'change',
    session,
    visit,
  });

export const requestNewVisitLink = (email: string) =>
  postVisits<{ message: string }>({ action: 'resend', email });
