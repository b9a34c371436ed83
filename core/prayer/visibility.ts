/**
 * Who may see a prayer request, chosen by the person (issue 17): the values of
 * public.prayer_requests.visibility, with the labels the dialog and the chat show.
 */
export const PRAYER_VISIBILITIES = ['private', 'anonymous', 'named'] as const;
export type PrayerVisibility = (typeof PRAYER_VISIBILITIES)[number];

export const VISIBILITY_LABELS: Record<PrayerVisibility, string> = {
  private: 'Privada: solo el equipo pastoral',
  anonymous: 'En el muro de oración, sin mi nombre',
  named: 'En el muro de oración, con mi nombre de pila',
};

/**
 * The short consent text beside the choice. The days are the identity area's prayerWallDays, which the build
 * writes on <html data-prayer-wall-days> (the browser gets the number, not the site content).
 */
export const visibilityConsent = (wallDays: number) =>
  `Si eliges el muro, el equipo pastoral revisará el texto (y quitará datos que te identifiquen) antes de publicarlo en /oracion durante ${wallDays} ${wallDays === 1 ? 'día' : 'días'}; tu correo nunca se muestra y puedes retirarla cuando quieras con tu enlace privado.`;

export const isWallVisibility = (visibility: PrayerVisibility) => visibility !== 'private';

/** The person's private link: the token rides in the fragment, so it never reaches a server log. */
export const PRAYER_LINK_PATH = '/oracion/mi-peticion';
export const prayerLink = (origin: string, token: string) => `${origin}${PRAYER_LINK_PATH}#${token}`;
