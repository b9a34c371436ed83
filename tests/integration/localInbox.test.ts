import { describe, expect, it } from 'vitest';
import { createSmtpSender } from '../../netlify/lib/mail/smtpSender.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';

describe('the local inbox (MailDev) the test setup runs', () => {
  const sender = createSmtpSender({
    host: '127.0.0.1',
    port: Number(process.env.MAIL_SMTP_PORT),
    from: '"Palabra Viva" <no-responder@palabraviva.org>',
  });

  it('receives what the SMTP sender sends, with an HTML and a plain-text part', async () => {
    await sender.send({
      to: 'bandeja.html@example.org',
      subject: 'Prueba de buzón',
      html: '<p>Hola, sigue <a href="https://example.org/verify?token=1&amp;type=invite">este enlace</a>.</p>',
    });
    const email = await waitForEmail('Bandeja.HTML@example.org');
    expect(email.subject).toBe('Prueba de buzón');
    expect(email.from).toEqual(['no-responder@palabraviva.org']);
    expect(email.links).toEqual(['https://example.org/verify?token=1&type=invite']);
    expect(email.text).toContain('este enlace [https://example.org/verify?token=1&type=invite]');
    expect(await emailsTo('bandeja.html@example.org')).toEqual([]);
  });

  it('keeps a text part given explicitly and waits for the message with the subject asked for', async () => {
    await sender.send({ to: 'bandeja.texto@example.org', subject: 'Primero', html: '<p>Uno</p>' });
    await sender.send({
      to: 'bandeja.texto@example.org',
      subject: 'Segundo',
      html: '<p>Dos</p>',
      text: 'Dos.',
    });
    const second = await waitForEmail('bandeja.texto@example.org', { subject: 'Segundo' });
    expect(second.text.trim()).toBe('Dos.');
    expect((await waitForEmail('bandeja.texto@example.org')).subject).toBe('Primero');
  });

  it('gives up with a clear message when nothing arrives', async () => {
    await expect(waitForEmail('nadie@example.org', { timeoutMs: 300 })).rejects.toThrow(
      'Ningún correo para nadie@example.org',
    );
  });
});
