import { describe, expect, it } from 'vitest';
import type { AuthEmail } from '../../mail/smtpSender.ts';
import { readAuthSettings } from '../authSettings.ts';
import { createEmailSendLimiter } from '../emailRateLimit.ts';
import { createAuthMailer } from './authMailer.ts';
import { loadEmailTemplates } from './emailTemplates.ts';

const DATA = { ConfirmationURL: 'http://api/auth/v1/verify?token=t&type=invite', Email: 'ana@example.org' };

function mailer(overrides: Parameters<typeof readAuthSettings>[0] = {}, fail = false) {
  const settings = readAuthSettings(overrides);
  const sent: AuthEmail[] = [];
  const send = createAuthMailer({
    settings,
    templates: loadEmailTemplates(settings),
    sender: {
      async send(email) {
        if (fail) throw new Error('SMTP caído');
        sent.push(email);
        return { messageId: `<${sent.length}@prueba>`, response: '250 OK' };
      },
      close() {},
    },
    limiter: createEmailSendLimiter(settings.emailsPerHour, () => 0),
  });
  return { send, sent };
}

describe('createAuthMailer', () => {
  it("renders config.toml's template with the site URL and sends it", async () => {
    const { send, sent } = mailer();
    await send('invite', 'ana@example.org', DATA);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'ana@example.org',
      subject: 'Te invitamos al equipo de Palabra Viva',
    });
    expect(sent[0]!.html).toContain('href="http://api/auth/v1/verify?token=t&amp;type=invite"');
    expect(sent[0]!.html).toContain('href="http://127.0.0.1:4321"');
  });

  it('counts emails against email_sent only while confirmations are on, as GoTrue', async () => {
    const limited = mailer({ emailsPerHour: 1 });
    await limited.send('recovery', 'a@example.org', DATA);
    await expect(limited.send('recovery', 'b@example.org', DATA)).rejects.toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
    const autoconfirm = mailer({ emailsPerHour: 1, mailerAutoconfirm: true });
    await autoconfirm.send('recovery', 'a@example.org', DATA);
    await autoconfirm.send('recovery', 'b@example.org', DATA);
    expect(autoconfirm.sent).toHaveLength(2);
    await expect(
      mailer({ emailsPerHour: 0, mailerAutoconfirm: true }).send('invite', 'a@example.org', DATA),
    ).rejects.toMatchObject({ status: 429 });
  });

  it("turns a delivery failure into GoTrue's 500", async () => {
    await expect(mailer({}, true).send('recovery', 'a@example.org', DATA)).rejects.toMatchObject({
      status: 500,
      code: 'unexpected_failure',
      message: 'Error sending recovery email',
    });
  });

  it("uses GoTrue's default subject for a template config.toml leaves out", async () => {
    const { send, sent } = mailer({ templates: {} });
    await send('reauthentication', 'a@example.org', { Token: '123456' });
    expect(sent[0]).toMatchObject({ subject: '123456 is your verification code', html: '<p>123456</p>' });
  });
});
