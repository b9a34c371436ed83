import { expect, it } from 'vitest';
import { subscriberOrigin } from './subscriberOrigin.ts';

it.each([
  ['ParticipateSection', 'Inicio · sección «Participa»'],
  ['BlogHighlightSection', 'Blog · reflexiones semanales'],
  ['ExitIntentPopup', 'Ventana al salir del sitio'],
  ['Unknown', 'Desconocido'],
  ['LegacyImport', 'Otro origen'],
  ['constructor', 'Otro origen'],
])('subscriberOrigin(%s) → %s', (via, words) => {
  expect(subscriberOrigin(via)).toBe(words);
});
