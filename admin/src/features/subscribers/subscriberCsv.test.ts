import { describe, expect, it } from 'vitest';
import type { Subscriber } from './api.ts';
import { subscriberCsv } from './subscriberCsv.ts';

const row: Subscriber = {
  id: '1',
  email: 'ana@example.org',
  name: '=cmd|calc',
  country: 'España',
  wants_reflections: true,
  subscribed_via: 'ExitIntentPopup',
  is_active: true,
  created_at: '2025-06-07T10:00:00Z',
  website: null,
};

describe('subscriberCsv', () => {
  it.each([
    [row, "ana@example.org,'=cmd|calc,España,sí,Ventana al salir del sitio,sí,2025-06-07T10:00:00Z"],
    [
      { ...row, name: null, is_active: false },
      'ana@example.org,,España,sí,Ventana al salir del sitio,no,2025-06-07T10:00:00Z',
    ],
  ])('writes %j', (subscriber, line) => {
    expect(subscriberCsv([subscriber]).split('\r\n')[1]).toBe(line);
  });
});
