import { expect, it } from 'vitest';
import { toastSentence } from './toast.ts';
import { visitorMessages } from './visitorMessages.ts';

const { testimonials, applications } = visitorMessages.resources;

it.each([
  [testimonials.errors.required, 'Campos requeridos: Por favor, completa tu nombre, país y testimonio.'],
  [applications.notifications.sent, 'Gracias por postularte'],
])('says %j as the spec writes it', (toast, sentence) => {
  expect(toastSentence(toast)).toBe(sentence);
});
