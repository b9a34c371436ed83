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

/** The page's sentence for a link that does not work, and for each status. */
export const LINK_PROBLEMS = {
  // A wrong link and one past its year answer alike (issue 30 item 2), so the sentence covers both.
  invalid:
    'Este enlace no es válido o ya caducó (dura un año). Revisa que lo copiaste completo desde el correo o la pantalla de confirmación; si caducó, puedes enviar una nueva petición de oración.',
  limited:
    'Demasiados intentos con este enlace o con enlaces no válidos desde tu conexión. Espera 15 minutos e inténtalo de nuevo.',
  withdrawn: 'Este enlace ya se usó: retiraste esta petición. Ya no aparece en el muro de oración.',
  answered:
    'Este enlace ya se usó: marcaste esta petición como contestada. ¡Gracias por contarnos lo que Dios hizo!',
} as const;

export const STATUS_TEXT: Record<'pending' | 'approved' | 'rejected' | 'expired', string> = {
  pending: 'Recibida. El equipo pastoral está orando por ella.',
  approved: 'En el muro de oración.',
  rejected: 'Recibida. El equipo pastoral ora por ella en privado.',
  expired: 'Ya cumplió su tiempo en el muro de oración.',
};
