import { expect, it } from 'vitest';
import { visitorMessages as m, said, toastFor } from './visitorMessages.ts';

it.each([
  [m.testimonialRequired, 'Campos requeridos: Por favor, completa tu nombre, país y testimonio.'],
  [m.applicationSent, 'Gracias por postularte'],
])('says %j as the spec writes it', (toast, sentence) => {
  expect(said(toast)).toBe(sentence);
});

it.each([
  ['a known toast keeps its duration', said(m.wordLimit), m.wordLimit],
  ['a length toast', said(m.tooLong('El nombre', 200)), m.tooLong('El nombre', 200)],
  ['any other sentence', 'Sin dos puntos', { title: 'Sin dos puntos', destructive: true }],
])('toastFor: %s', (_name, message, toast) => {
  expect(toastFor(message)).toEqual(toast);
});
