import {
  PRAYER_VISIBILITIES,
  type PrayerVisibility,
  VISIBILITY_LABELS,
  visibilityConsent,
} from '../prayer/visibility.ts';

/**
 * The chat's prayer capture offers the dialog's visibility choice (issue 17): after «nombre: motivo» the
 * bot asks who may see the request and offers the three options as buttons; typed answers count too.
 */
export const askVisibility = (wallDays: number) =>
  `¿Quién puede ver tu petición? ${visibilityConsent(wallDays)}`;
export const ASK_VISIBILITY_AGAIN =
  'Elige una opción: privada, en el muro sin tu nombre, o en el muro con tu nombre de pila.';

export const VISIBILITY_CHOICES: readonly string[] = PRAYER_VISIBILITIES.map(
  (option) => VISIBILITY_LABELS[option],
);

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The visibility a visitor's answer names (a button's label or their own words), or null. */
export function visibilityFrom(message: string): PrayerVisibility | null {
  const text = normalize(message);
  const label = PRAYER_VISIBILITIES.find((option) => normalize(VISIBILITY_LABELS[option]) === text);
  if (label) return label;
  if (/privad|solo el equipo|solo pastor/.test(text)) return 'private';
  if (/sin (mi )?nombre|anonim/.test(text)) return 'anonymous';
  if (/con (mi )?nombre/.test(text)) return 'named';
  return null;
}
