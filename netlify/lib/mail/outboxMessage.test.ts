import { describe, expect, it } from 'vitest';
import { type ClaimedEmail, outboxMessageId, outgoingEmail, senderDomain } from './outboxMessage.ts';

describe('senderDomain', () => {
  it.each([
    ['"Palabra Viva" <no-responder@palabraviva.org>', 'palabraviva.org'],
    ['no-responder@Example.ORG', 'example.org'],
    ['Palabra Viva <a@mail.example.org> ', 'mail.example.org'],
    ['sin-arroba', 'localhost'],
  ])('%s → %s', (from, domain) => {
    expect(senderDomain(from)).toBe(domain);
  });
});

describe('outgoingEmail', () => {
  const claimed: ClaimedEmail = {
    id: '0b7e4c8e-9f39-4a57-a3b7-6d7f5f1d2a10',
    recipient: 'ana@example.org',
    subject: 'Recibo de tu donación',
    html: '<p>Gracias</p>',
    text: null,
    headers: { 'List-Unsubscribe': '<https://example.org/baja?t=1>' },
    attempts: 2,
    interruptions: 1,
  };
  const from = '"Palabra Viva" <no-responder@palabraviva.org>';

  it('carries the row’s Message-ID, the same on every attempt', () => {
    const first = outgoingEmail(claimed, from);
    expect(first.messageId).toBe('<outbox.0b7e4c8e-9f39-4a57-a3b7-6d7f5f1d2a10@palabraviva.org>');
    expect(outgoingEmail({ ...claimed, attempts: 5 }, from).messageId).toBe(first.messageId);
    expect(outboxMessageId('otra', from)).not.toBe(first.messageId);
  });

  it('sends what was queued, leaving the text part to the sender when none was given', () => {
    expect(outgoingEmail(claimed, from)).toMatchObject({
      to: 'ana@example.org',
      subject: 'Recibo de tu donación',
      html: '<p>Gracias</p>',
      text: undefined,
      headers: { 'List-Unsubscribe': '<https://example.org/baja?t=1>' },
    });
    expect(outgoingEmail({ ...claimed, text: 'Gracias' }, from).text).toBe('Gracias');
  });
});
