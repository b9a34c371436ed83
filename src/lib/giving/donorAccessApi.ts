import type { StatementGift } from '#core/giving/statement.ts';
import { givingMessages } from '../messages/givingMessages.ts';

/**
 * The donor page's calls to the server function netlify/lib/donorAccess.ts, with plain fetch. Each answers
 * its JSON (or the PDF), or throws a DonorAccessError with the function's own Spanish message and code.
 */
const FUNCTION_URL = '/.netlify/functions/donor-access';

/** A gift as the donor's page gets it: the statement's columns without the donor, plus its id and whether monthly. */
export type DonorGift = Omit<StatementGift, 'donor_name' | 'donor_email'> & {
  id: string;
  /** The fund's name for people (the server reads it from the site configuration). */
  fund_name: string;
  recurring: boolean;
};

export interface DonorView {
  email: string;
  gifts: DonorGift[];
  statementYears: number[];
  recurring: boolean;
}

export class DonorAccessError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/** The codes that mean "ask for a new link": the link or the session no longer opens anything. */
export const NEEDS_NEW_LINK = new Set(['link_invalid', 'session_expired']);

async function post(body: object): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DonorAccessError(givingMessages.donor.offline, 'offline');
  }
  if (response.ok) return response;
  const error = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  throw new DonorAccessError(
    typeof error?.message === 'string' && error.message ? error.message : givingMessages.donor.offline,
    typeof error?.code === 'string' ? error.code : `http_${response.status}`,
  );
}

const postJson = async <Answer>(body: object) => (await (await post(body)).json()) as Answer;

export const requestLink = async (email: string) =>
  (await postJson<{ message: string }>({ action: 'request', email })).message;
export const openLink = (token: string) =>
  postJson<DonorView & { session: string }>({ action: 'open', token });
export const readGifts = (session: string) => postJson<DonorView>({ action: 'gifts', session });
export const statementPdf = async (session: string, year: number) =>
  (await post({ action: 'statement', session, year })).blob();
export const portalUrl = async (session: string) =>
  (await postJson<{ url: string }>({ action: 'portal', session })).url;
