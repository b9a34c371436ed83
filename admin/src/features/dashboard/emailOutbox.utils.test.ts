import { describe, expect, it } from 'vitest';
import { type EmailOutboxSummaryRow, summarizeEmailOutbox, timeAgo } from './emailOutbox.utils.ts';

const NOW = '2026-03-02T12:00:00Z';
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

const healthy: EmailOutboxSummaryRow = {
  waiting: 0,
  oldest_waiting_at: null,
  failed: 0,
  last_failure: null,
  sent_last_day: 12,
  checked_at: minutesAgo(0.5),
  problem: null,
  problem_detail: null,
  per_minute: 60,
  as_of: NOW,
};

describe('summarizeEmailOutbox', () => {
  it.each<[string, Partial<EmailOutboxSummaryRow>, ReturnType<typeof summarizeEmailOutbox>]>([
    [
      'everything sent',
      {},
      {
        tone: 'ok',
        headline: 'Todo el correo está enviado.',
        details: ['12 correos enviados en las últimas 24 horas.'],
      },
    ],
    [
      'one sent in the day',
      { sent_last_day: 1 },
      {
        tone: 'ok',
        headline: 'Todo el correo está enviado.',
        details: ['1 correo enviado en las últimas 24 horas.'],
      },
    ],
    [
      'a queue that takes a while',
      { waiting: 15_000, oldest_waiting_at: minutesAgo(2) },
      {
        tone: 'busy',
        headline: '15.000 correos en cola.',
        details: ['Se envían hasta 60 por minuto: unos 250 minutos para todos.'],
      },
    ],
    [
      'a short queue',
      { waiting: 1, oldest_waiting_at: minutesAgo(0) },
      { tone: 'busy', headline: '1 correo en cola.', details: ['Se envían hasta 60 por minuto.'] },
    ],
    [
      'failed emails',
      { failed: 2, last_failure: '550 5.1.1 User unknown', waiting: 3 },
      {
        tone: 'error',
        headline: '2 correos no se pudieron enviar.',
        details: ['Último motivo del servidor de correo: 550 5.1.1 User unknown', '3 correos en cola.'],
      },
    ],
    [
      'no SMTP settings in production, mail waiting',
      {
        problem: 'smtp_not_configured',
        problem_detail: 'Faltan SMTP_HOST y SMTP_FROM en las variables de entorno de las funciones.',
        waiting: 4,
        oldest_waiting_at: minutesAgo(90),
      },
      {
        tone: 'error',
        headline: 'Los correos no se envían: falta configurar el servidor de correo (SMTP).',
        details: [
          '4 correos esperan desde hace 2 horas. Ninguno se pierde: saldrán en cuanto esto se resuelva.',
          'Define SMTP_HOST y SMTP_FROM (y SMTP_USER y SMTP_PASS si tu proveedor los pide) en las variables de entorno de Netlify y vuelve a desplegar.',
        ],
      },
    ],
    [
      'a refused login with nothing waiting',
      { problem: 'smtp_login_rejected', problem_detail: 'Invalid login: 535 5.7.8' },
      {
        tone: 'error',
        headline: 'Los correos no se envían: el servidor de correo rechaza el usuario o la contraseña.',
        details: [
          'No hay correos esperando.',
          'Comprueba SMTP_USER y SMTP_PASS en Netlify. Se vuelve a intentar cada minuto.',
          'Invalid login: 535 5.7.8',
        ],
      },
    ],
    [
      'a worker that never ran, mail waiting',
      { checked_at: null, waiting: 1, oldest_waiting_at: minutesAgo(10) },
      {
        tone: 'error',
        headline: 'El envío automático de correos no se ha ejecutado nunca.',
        details: [
          '1 correo espera desde hace 10 minutos. Ninguno se pierde: saldrán en cuanto esto se resuelva.',
          'Comprueba en Netlify que la función programada send-queued-email está desplegada y que SUPABASE_SECRET_KEY está definida.',
        ],
      },
    ],
    [
      'a worker silent for a day, nothing waiting',
      { checked_at: minutesAgo(26 * 60) },
      {
        tone: 'busy',
        headline: 'El envío automático de correos no se ejecuta desde hace 1 día.',
        details: [
          'No hay correos esperando.',
          'Comprueba en Netlify que la función programada send-queued-email está desplegada y que SUPABASE_SECRET_KEY está definida.',
        ],
      },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(summarizeEmailOutbox({ ...healthy, ...overrides })).toEqual(expected);
  });

  it.each([
    'smtp_not_configured',
    'smtp_settings_invalid',
    'smtp_unreachable',
    'smtp_login_rejected',
    'smtp_sender_rejected',
  ])('words the problem %s in Spanish, with what to fix', (problem) => {
    const status = summarizeEmailOutbox({ ...healthy, problem });
    expect(status.tone).toBe('error');
    expect(status.headline).toMatch(/^Los correos no se envían: /);
    expect(status.details[1]).toMatch(/SMTP_/);
  });
});

describe('timeAgo', () => {
  it.each([
    [0.2, 'hace 1 minuto'],
    [5, 'hace 5 minutos'],
    [59, 'hace 59 minutos'],
    [61, 'hace 1 hora'],
    [23 * 60, 'hace 23 horas'],
    [3 * 24 * 60, 'hace 3 días'],
  ])('%f minutes → %s', (minutes, text) => {
    expect(timeAgo(new Date(minutesAgo(minutes)), new Date(NOW))).toBe(text);
  });
});
