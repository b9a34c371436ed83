import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (nodemailer's smtp-server) that answers as a provider can: refusing a recipient,
 * the sender or the login with the reply codes given. MailDev accepts everything, so the outbox's
 * handling of refusals is tested against this one.
 */

export interface SmtpReply {
  code: number;
  message: string;
}

export interface SmtpScript {
  /** The answer to RCPT TO for an address; undefined accepts it. */
  recipient?: (address: string) => SmtpReply | undefined;
  /** The answer to MAIL FROM; undefined accepts it. */
  sender?: SmtpReply;
  /** Requires this login (over plain SMTP on loopback, as the local inbox is reached). */
  login?: { user: string; pass: string };
}

export interface ScriptedSmtp {
  port: number;
  /** Recipients of the messages accepted in full. */
  delivered: string[];
  close(): Promise<void>;
}

const refusal = (reply: SmtpReply) => Object.assign(new Error(reply.message), { responseCode: reply.code });

export async function startScriptedSmtp(script: SmtpScript): Promise<ScriptedSmtp> {
  const delivered: string[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: script.login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !script.login,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === script.login?.user && auth.password === script.login?.pass;
      callback(ok ? null : refusal({ code: 535, message: '5.7.8 Authentication credentials invalid' }), {
        user: ok ? auth.username : undefined,
      });
    },
    onMailFrom(_address, _session, callback) {
      callback(script.sender ? refusal(script.sender) : null);
    },
    onRcptTo(address, _session, callback) {
      const reply = script.recipient?.(address.address);
      callback(reply ? refusal(reply) : null);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) delivered.push(to.address);
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, delivered, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
