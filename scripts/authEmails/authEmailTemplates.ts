import { fileURLToPath } from 'node:url';
import type { EmailTemplateName } from '@palabra-viva/local-supabase';
import { palette as p } from '../demo/art/palette.ts';

/**
 * The six Supabase Auth emails, written once: one layout (frame, «Palabra Viva» header, footer) and each
 * email's words. `npm run auth:emails` writes them to supabase/templates/<name>.generated.html, the files
 * config.toml's `content_path` names: hosted Supabase reads them as Go html/template and so does the local
 * backend (backend/auth/mail/emailTemplates.ts). The subjects stay in config.toml, the one place both read.
 *
 * The words are HTML fragments, written here and never typed by a visitor; `{{ .Field }}` are GoTrue's
 * values (escaped when the email is rendered).
 */

export interface AuthEmailWords {
  /** The `<title>` and the heading. */
  title: string;
  /** Opening paragraphs: the greeting and what the email is for. */
  paragraphs: readonly string[];
  /** The button's label; it and the fallback link under it go to `{{ .ConfirmationURL }}`. */
  button?: string;
  /** The one-time code (`{{ .Token }}`) in large type, after the line that introduces it, if any. */
  code?: { lead?: string };
  /** The closing note in small type: how long the link lasts, what to do if it was not you. */
  note: string;
}

const GREETING = 'Hola:';
const CODE_LEAD = 'O escribe este código:';

export const AUTH_EMAILS: Record<EmailTemplateName, AuthEmailWords> = {
  invite: {
    title: 'Te invitamos al equipo de Palabra Viva',
    paragraphs: [
      GREETING,
      'Un administrador te ha invitado a colaborar en el panel de Palabra Viva con la cuenta <strong>{{ .Email }}</strong>. Acepta la invitación y elige tu contraseña.',
    ],
    button: 'Aceptar la invitación',
    note: 'El enlace caduca en una hora y sirve una sola vez. Si ha caducado, pide a un administrador que te envíe otra invitación. Si no esperabas este correo, puedes ignorarlo.',
  },
  confirmation: {
    title: 'Confirma tu correo',
    paragraphs: [GREETING, 'Confirma que <strong>{{ .Email }}</strong> es tu dirección de correo.'],
    button: 'Confirmar mi correo',
    code: { lead: CODE_LEAD },
    note: 'El enlace y el código caducan en una hora. Si no creaste una cuenta, ignora este correo.',
  },
  recovery: {
    title: 'Restablece tu contraseña',
    paragraphs: [
      GREETING,
      'Recibimos una solicitud para restablecer la contraseña de <strong>{{ .Email }}</strong>. Sigue el enlace para elegir una nueva.',
    ],
    button: 'Elegir una contraseña nueva',
    code: { lead: 'O escribe este código en la página de recuperación:' },
    note: 'El enlace y el código caducan en una hora y sirven una sola vez. Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  },
  magic_link: {
    title: 'Tu enlace para entrar',
    paragraphs: [GREETING, 'Usa este enlace para entrar en Palabra Viva con <strong>{{ .Email }}</strong>.'],
    button: 'Entrar',
    code: { lead: CODE_LEAD },
    note: 'El enlace y el código caducan en una hora y sirven una sola vez. Si no lo pediste tú, ignora este correo.',
  },
  email_change: {
    title: 'Confirma tu nuevo correo',
    paragraphs: [
      GREETING,
      'Se pidió cambiar el correo de tu cuenta de <strong>{{ .Email }}</strong> a <strong>{{ .NewEmail }}</strong>. Confirma el cambio desde esta dirección ({{ .SendingTo }}).',
    ],
    button: 'Confirmar el cambio',
    code: { lead: CODE_LEAD },
    note: 'El cambio se aplica cuando lo confirman las dos direcciones. Si no lo pediste tú, ignora este correo y cambia tu contraseña.',
  },
  reauthentication: {
    title: 'Tu código de verificación',
    paragraphs: ['Para confirmar que eres tú, escribe este código donde se te pidió:'],
    code: {},
    note: 'El código caduca en una hora. Si no lo pediste tú, cambia tu contraseña.',
  },
};

/**
 * Written after the doctype, on its line: html/template drops HTML comments (golang/go#28628), hosted
 * Supabase and the local backend alike, so the emails sent are byte for byte what they were without it.
 */
export const GENERATED_MARKER =
  '<!-- Generado por npm run auth:emails desde scripts/authEmails/authEmailTemplates.ts: no editar a mano -->';

// Inline styles: email clients ignore style sheets. Colours from the site's palette (src/styles/palette.css).
const SERIF = "font-family:Georgia,'Times New Roman',serif;";
const SANS = 'font-family:Helvetica,Arial,sans-serif;';
const SMALL = `font-size:14px;color:${p.ink600};`;
const LINK = `color:${p.navy700};`;

function bodyOf(email: AuthEmailWords): string[] {
  const lines = email.paragraphs.map((paragraph) => `<p>${paragraph}</p>`);
  if (email.button !== undefined) {
    lines.push(
      `<p style="margin:24px 0;"><a href="{{ .ConfirmationURL }}" style="display:inline-block;padding:12px 22px;background:${p.navy900};border-radius:6px;color:${p.cream50};font-weight:bold;text-decoration:none;">${email.button}</a></p>`,
      `<p style="${SMALL}">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="{{ .ConfirmationURL }}" style="${LINK}word-break:break-all;">{{ .ConfirmationURL }}</a></p>`,
    );
  }
  if (email.code !== undefined) {
    if (email.code.lead !== undefined) lines.push(`<p>${email.code.lead}</p>`);
    lines.push(
      `<p style="margin:8px 0 20px;font-family:'Courier New',Courier,monospace;font-size:28px;letter-spacing:6px;font-weight:bold;color:${p.navy900};">{{ .Token }}</p>`,
    );
  }
  lines.push(`<p style="${SMALL}">${email.note}</p>`);
  return lines;
}

/** One email as the whole HTML file Supabase reads. */
export function authEmailHtml(email: AuthEmailWords): string {
  const table = 'role="presentation" width="100%" cellpadding="0" cellspacing="0"';
  return [
    `<!doctype html>${GENERATED_MARKER}`,
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${email.title}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:${p.cream100};">`,
    `<table ${table} style="background:${p.cream100};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table ${table} style="max-width:560px;background:${p.cream50};border:1px solid ${p.cream300};border-radius:8px;">`,
    `<tr><td style="padding:18px 28px;background:${p.navy900};border-radius:8px 8px 0 0;${SERIF}font-size:22px;color:${p.cream50};">Palabra Viva</td></tr>`,
    `<tr><td style="padding:28px;${SANS}font-size:16px;line-height:1.5;color:${p.ink900};">`,
    `<h1 style="margin:0 0 16px;${SERIF}font-size:22px;line-height:1.3;color:${p.navy900};">${email.title}</h1>`,
    ...bodyOf(email),
    '</td></tr>',
    `<tr><td style="padding:16px 28px;border-top:1px solid ${p.cream300};${SANS}font-size:13px;line-height:1.5;color:${p.ink600};">Ministerio Palabra Viva · <a href="{{ .SiteURL }}" style="${LINK}">{{ .SiteURL }}</a></td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** As config.toml's `content_path` names it, relative to the project folder. */
export function authEmailContentPath(name: EmailTemplateName): string {
  return `./supabase/templates/${name}.generated.html`;
}

export interface GeneratedAuthEmail {
  name: EmailTemplateName;
  /** Absolute. */
  path: string;
  text: string;
}

const PROJECT_DIR = new URL('../../', import.meta.url);

export function generateAuthEmails(): GeneratedAuthEmail[] {
  return (Object.keys(AUTH_EMAILS) as EmailTemplateName[]).map((name) => ({
    name,
    path: fileURLToPath(new URL(authEmailContentPath(name), PROJECT_DIR)),
    text: authEmailHtml(AUTH_EMAILS[name]),
  }));
}
