import type { SenderProblem } from './smtpFailure.ts';
import { type SmtpSettings, smtpSettingsFromEnv } from './smtpSender.ts';

/**
 * How the outbox worker may send, read from the environment like every server setting: the SMTP_*
 * variables (smtpSender.ts) and SMTP_MAX_PER_MINUTE, the most emails it starts in any minute across all
 * workers (60 unless set: 3,600 an hour, within what common providers allow; lower it for a provider with
 * a smaller quota). Without usable settings nothing is sent and nothing is lost: mail stays queued and the
 * admin's dashboard says why (email_sender_status).
 */

export const DEFAULT_PER_MINUTE = 60;

export type SenderSetup =
  | { ready: true; smtp: SmtpSettings; perMinute: number }
  | { ready: false; problem: SenderProblem; detail: string; perMinute: number };

export function senderSetupFromEnv(env: Readonly<Record<string, string | undefined>>): SenderSetup {
  const perMinute = Number(env.SMTP_MAX_PER_MINUTE ?? DEFAULT_PER_MINUTE);
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    return {
      ready: false,
      problem: 'smtp_settings_invalid',
      detail: `SMTP_MAX_PER_MINUTE debe ser un número entero mayor que 0 (vale «${env.SMTP_MAX_PER_MINUTE}»).`,
      perMinute: DEFAULT_PER_MINUTE,
    };
  }
  let smtp: SmtpSettings | undefined;
  try {
    smtp = smtpSettingsFromEnv(env as NodeJS.ProcessEnv);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ready: false, problem: 'smtp_settings_invalid', detail, perMinute };
  }
  if (!smtp) {
    const detail = 'Faltan SMTP_HOST y SMTP_FROM en las variables de entorno de las funciones.';
    return { ready: false, problem: 'smtp_not_configured', detail, perMinute };
  }
  return { ready: true, smtp, perMinute };
}
