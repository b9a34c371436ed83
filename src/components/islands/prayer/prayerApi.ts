import type { PrayerFields } from '#core/schemas/prayerRequest.ts';
import { errorDetail } from '#core/supabaseError.ts';

export type Sent = { ok: true; token: string; reference: string } | { ok: false; detail: string };

/**
 * Sends what the person typed (the server checks it with the same schema) through the server function, which stores it with the visibility the person
 * chose and answers the private link's token (the browser never writes link columns itself).
 */
export async function sendPrayerRequest(fields: PrayerFields, website: string): Promise<Sent> {
  try {
    const response = await fetch('/.netlify/functions/send-prayer-request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, website }),
    });
    const body: unknown = await response.json().catch(() => null);
    const { token, reference } = (body ?? {}) as { token?: unknown; reference?: unknown };
    if (response.ok && typeof token === 'string' && typeof reference === 'string')
      return { ok: true, token, reference };
    return { ok: false, detail: errorDetail(body ?? { message: `HTTP ${response.status}` }) };
  } catch (error) {
    return { ok: false, detail: errorDetail(error) };
  }
}
