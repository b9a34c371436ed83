/**
 * Where a subscriber signed up, in words staff read: `subscribed_via` stores the name of the button's
 * section (docs/spec.md §3: BlogHighlightSection, ParticipateSection, ExitIntentPopup; default 'Unknown').
 */
const origins: Readonly<Record<string, string>> = {
  ParticipateSection: 'Inicio · sección «Participa»',
  BlogHighlightSection: 'Blog · reflexiones semanales',
  ExitIntentPopup: 'Ventana al salir del sitio',
  Unknown: 'Desconocido',
};

/** A value no button sends any more (an import, an old form) still reads as Spanish. */
export function subscriberOrigin(subscribedVia: string): string {
  return Object.hasOwn(origins, subscribedVia) ? (origins[subscribedVia] as string) : 'Otro origen';
}
