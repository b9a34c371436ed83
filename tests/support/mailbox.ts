/**
 * Reads the local inbox (MailDev's REST API) the way a person reads their mail: wait for the message to an
 * address, then follow its links. The test setups start MailDev and export its API as MAIL_API_URL.
 */

export interface ReceivedEmail {
  id: string;
  subject: string;
  from: string[];
  to: string[];
  html: string;
  text: string;
  headers: Record<string, string | string[]>;
  /** Every href of the HTML part, entities decoded, in document order. */
  links: string[];
  /** Attached files as named by the sender (`filename`) and as MailDev serves them (`generatedFileName`). */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  generatedFileName: string;
  contentType: string;
}

interface MailDevEmail {
  id: string;
  subject?: string;
  from?: { address: string }[];
  to?: { address: string }[];
  html?: string;
  text?: string;
  headers?: Record<string, string | string[]>;
  time?: string;
  attachments?: ReceivedAttachment[];
}

export function mailApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.MAIL_API_URL;
  if (!url)
    throw new Error('MAIL_API_URL no está definida: el setup de las pruebas arranca MailDev y la exporta.');
  return url.replace(/\/+$/, '');
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#43;', '+')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

export function linksOf(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((match) => decodeEntities(match[1]!));
}

function toReceived(email: MailDevEmail): ReceivedEmail {
  const html = email.html ?? '';
  return {
    id: email.id,
    subject: email.subject ?? '',
    from: (email.from ?? []).map((address) => address.address),
    to: (email.to ?? []).map((address) => address.address),
    html,
    text: email.text ?? '',
    headers: email.headers ?? {},
    links: linksOf(html),
    attachments: email.attachments ?? [],
  };
}

export async function listEmails(apiUrl = mailApiUrl()): Promise<ReceivedEmail[]> {
  const response = await fetch(`${apiUrl}/email`);
  if (!response.ok) throw new Error(`MailDev respondió ${response.status} a GET /email`);
  return ((await response.json()) as MailDevEmail[]).map(toReceived);
}

export interface WaitOptions {
  /** Only messages whose subject contains this. */
  subject?: string;
  timeoutMs?: number;
  /** Removes the message from the inbox once returned (default), so the next wait sees the next one. */
  consume?: boolean;
  apiUrl?: string;
}

/** The oldest message to `to` (case-insensitive) still in the inbox; polls until one arrives or time runs out. */
export async function waitForEmail(to: string, options: WaitOptions = {}): Promise<ReceivedEmail> {
  const apiUrl = options.apiUrl ?? mailApiUrl();
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const address = to.toLowerCase();
  for (;;) {
    const found = (await listEmails(apiUrl)).find(
      (email) =>
        email.to.some((recipient) => recipient.toLowerCase() === address) &&
        (options.subject === undefined || email.subject.includes(options.subject)),
    );
    if (found) {
      if (options.consume ?? true) await deleteEmail(found.id, apiUrl);
      return found;
    }
    if (Date.now() > deadline) throw new Error(`Ningún correo para ${to} en el buzón local.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Messages to `to` right now, without waiting (to check that nothing was sent). */
export async function emailsTo(to: string, apiUrl = mailApiUrl()): Promise<ReceivedEmail[]> {
  const address = to.toLowerCase();
  return (await listEmails(apiUrl)).filter((email) =>
    email.to.some((recipient) => recipient.toLowerCase() === address),
  );
}

/**
 * The message as it arrived (RFC 5322 source). MailDev's parsed `headers` leave out some fields, the
 * List-* ones among them, so tests of those read the source.
 */
export async function emailSource(id: string, apiUrl = mailApiUrl()): Promise<string> {
  const response = await fetch(`${apiUrl}/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`MailDev respondió ${response.status} a GET /email/${id}/source`);
  return response.text();
}

/** One header field of a raw message (emailSource), unfolded (RFC 5322 §2.2.3); undefined when absent. */
export function headerOf(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

export async function deleteEmail(id: string, apiUrl = mailApiUrl()): Promise<void> {
  await fetch(`${apiUrl}/email/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function clearInbox(apiUrl = mailApiUrl()): Promise<void> {
  const response = await fetch(`${apiUrl}/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`MailDev respondió ${response.status} a DELETE /email/all`);
}

/** An attached file's bytes (MailDev's GET /email/:id/attachment/:generatedFileName). */
export async function attachmentOf(
  email: ReceivedEmail,
  attachment: ReceivedAttachment,
  apiUrl = mailApiUrl(),
): Promise<Uint8Array> {
  const path = `/email/${encodeURIComponent(email.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`;
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`MailDev respondió ${response.status} a GET ${path}`);
  return new Uint8Array(await response.arrayBuffer());
}
