import { describe, expect, it } from 'vitest';
import { classifySmtpFailure } from './smtpFailure.ts';

const smtpError = (message: string, fields: { code?: string; responseCode?: number; command?: string }) =>
  Object.assign(new Error(message), fields);

describe('classifySmtpFailure', () => {
  it.each([
    ['a refused login', { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }, 'smtp_login_rejected'],
    ['missing credentials', { code: 'EAUTH', command: 'API' }, 'smtp_login_rejected'],
    [
      'a refused sender',
      { code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' },
      'smtp_sender_rejected',
    ],
    ['a refused connection', { code: 'ESOCKET' }, 'smtp_unreachable'],
    ['a connection closed mid-send', { code: 'ECONNECTION', command: 'CONN' }, 'smtp_unreachable'],
    ['a timeout', { code: 'ETIMEDOUT' }, 'smtp_unreachable'],
    ['a send cut off by its time limit', { code: 'EABORT' }, 'smtp_unreachable'],
    ['an unknown host', { code: 'EDNS' }, 'smtp_unreachable'],
    ['a failed STARTTLS', { code: 'ETLS' }, 'smtp_unreachable'],
    [
      'a server closing down (421)',
      { code: 'EENVELOPE', responseCode: 421, command: 'RCPT TO' },
      'smtp_unreachable',
    ],
    ['a raw socket error', { code: 'ECONNREFUSED' }, 'smtp_unreachable'],
  ])('%s stops the worker: %s', (_, fields, problem) => {
    expect(classifySmtpFailure(smtpError('fallo', fields))).toEqual({
      scope: 'server',
      problem,
      detail: 'fallo',
    });
  });

  it.each([
    ['a rejected recipient (550)', { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, true],
    ['a message refused as spam (554)', { code: 'EMESSAGE', responseCode: 554, command: 'DATA' }, true],
    ['an address nodemailer refuses', { code: 'EENVELOPE', command: 'API' }, true],
    ['a message over the server size', { code: 'EMESSAGE', command: 'MAIL FROM' }, true],
    ['a full mailbox, for now (452)', { code: 'EENVELOPE', responseCode: 452, command: 'RCPT TO' }, false],
    ['greylisting (451)', { code: 'EMESSAGE', responseCode: 451, command: 'DATA' }, false],
    ['a bad command sequence (503)', { code: 'EENVELOPE', responseCode: 503, command: 'RCPT TO' }, false],
    ['something unforeseen', { code: 'ESTREAM' }, false],
  ])('%s is about this email (permanent: %s)', (_, fields, permanent) => {
    expect(classifySmtpFailure(smtpError('rechazo', fields))).toEqual({
      scope: 'message',
      permanent,
      detail: 'rechazo',
    });
  });

  it('keeps a long reply short and copes with things that are not errors', () => {
    const long = classifySmtpFailure(smtpError('x'.repeat(2000), { responseCode: 451 }));
    expect(long.detail).toHaveLength(500);
    expect(classifySmtpFailure('se cortó')).toEqual({
      scope: 'message',
      permanent: false,
      detail: 'se cortó',
    });
  });
});
