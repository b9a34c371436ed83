import { prayerLinkMessages } from '../messages/prayerLinkMessages.ts';
import { type LinkWindow, takeLinkToken } from '../privateLinks/takeLinkToken.ts';
import { callFunction } from './wallApi.ts';

/** What public.prayer_link() and its siblings answer (supabase/migrations/20251110000100_…). */
export type LinkAnswer =
  | {
      state: 'ok';
      status: 'pending' | 'approved' | 'rejected' | 'expired';
      visibility: 'private' | 'anonymous' | 'named';
      request_text: string;
      prayed_count: number;
      expires_at: string | null;
    }
  | { state: 'used'; status: 'withdrawn' | 'answered' }
  | { state: 'invalid' | 'limited' };

export const readLink = (token: string) => callFunction<LinkAnswer>('prayer_link', { token });
export const withdrawPrayer = (token: string) => callFunction<LinkAnswer>('withdraw_prayer', { token });
export const answerPrayer = (token: string, story: string, country: string) =>
  callFunction<LinkAnswer>('answer_prayer', { token, story, country });

/** The link's token (#<token>): out of the address bar on arrival, kept by the tab for a reload. */
export const takePrayerLinkToken = (win: LinkWindow) =>
  takeLinkToken(win, { fragment: '' }, 'prayerLinkToken');

/** The page's sentence for a link that does not work, and for each status (lib/messages). */
export const LINK_PROBLEMS = prayerLinkMessages.linkProblems;
export const STATUS_TEXT: Record<'pending' | 'approved' | 'rejected' | 'expired', string> =
  prayerLinkMessages.statuses;
