/**
 * What a failed send means for the outbox, read from nodemailer's error (its `code`, the SMTP reply code
 * and the command that got it). Two kinds: the server side is not usable (unreachable, login or sender
 * refused) — nothing is wrong with the email, so it goes back to the queue uncounted and the admin is told
 * why; or this email was refused — for good (a 5xx reply) or for now (4xx, to be retried).
 */

/** What keeps the worker from sending at all (email_sender_status.problem; the admin words each). */
export type SenderProblem =
  | 'smtp_not_configured'
  | 'smtp_settings_invalid'
  | 'smtp_unreachable'
  | 'smtp_login_rejected'
  | 'smtp_sender_rejected';

export type SmtpFailure =
  | { scope: 'server'; problem: SenderProblem; detail: string }
  | { scope: 'message'; permanent: boolean; detail: string };

interface NodemailerError {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

const LOGIN_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);
// Connection, TLS, DNS and protocol trouble, a send cut off by its time limit (EABORT), and the socket
// errors Node raises underneath them.
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'EABORT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EREQUIRETLS',
  'EPROTOCOL',
  'EPROXY',
  'ECONFIG',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

const MAX_DETAIL = 500;

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as NodemailerError;
  const detail = String(failure.message ?? error).slice(0, MAX_DETAIL);
  const reply = failure.responseCode;
  const permanentReply = reply !== undefined && reply >= 500 && reply < 600 && reply !== 503;
  const code = failure.code ?? '';
  if (LOGIN_CODES.has(code)) return { scope: 'server', problem: 'smtp_login_rejected', detail };
  // The sender address (SMTP_FROM) refused: every email would be, so it is a setting to fix, not a bounce.
  if (failure.command === 'MAIL FROM' && permanentReply)
    return { scope: 'server', problem: 'smtp_sender_rejected', detail };
  // 421: the server is closing the connection (busy, shutting down) — nothing to do with this email.
  if (reply === 421 || CONNECTION_CODES.has(code))
    return { scope: 'server', problem: 'smtp_unreachable', detail };
  // A recipient or message refused with 5xx, or refused by nodemailer before sending (bad address, size).
  if (permanentReply || ((code === 'EENVELOPE' || code === 'EMESSAGE') && reply === undefined))
    return { scope: 'message', permanent: true, detail };
  return { scope: 'message', permanent: false, detail };
}
