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
  | { state: 'invalid' | 'expired' | 'limited' };

export const readLink = (token: string) => callFunction<LinkAnswer>('prayer_link', { token });
export const withdrawPrayer = (token: string) => callFunction<LinkAnswer>('withdraw_prayer', { token });
export const answerPrayer = (token: string, story: string, country: string) =>
  callFunction<LinkAnswer>('answer_prayer', { token, story, country });

/** The token from the link's fragment (#token), or ''. */
export const tokenFromHash = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

/** The page's sentence for a link that does not work, and for each status. */
export const LINK_PROBLEMS = {
  invalid:
    'Este enlace no es válido. Revisa que lo copiaste completo desde el correo o la pantalla de confirmación.',
  expired: 'Este enlace caducó. Si quieres, envía una nueva petición de oración.',
  limited:
    'Demasiados intentos con enlaces no válidos desde tu conexión. Espera 15 minutos e inténtalo de nuevo.',
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
