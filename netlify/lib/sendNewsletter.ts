import { type PageReadError, readAllPages } from '#core/readAllPages.ts';
import { newsletterSendSchema } from '#core/schemas/newsletter.ts';
import { readMinistry } from '#core/site/ministry.ts';
import { enqueueEmail, enqueueEmails, kickOutbox } from './mail/outbox.ts';
import { newsletterEmail, type Recipient } from './newsletter/newsletterMessages.ts';
import { unsubscribeKey } from './newsletter/unsubscribeToken.ts';
import { defineServerFunction, json, Refusal, type ServiceClient } from './serverFunction.ts';
import { type StaffAccess, serviceActingFor, staffPost } from './staffCaller.ts';

const newsletterSenders: StaffAccess = {
  capability: 'newsletter.send',
  refusal: {
    code: 'not_newsletter_staff',
    message: 'Solo administradores y editores pueden enviar el boletín.',
  },
};

/**
 * POST {issueId, test} with the caller's access token; staff who hold newsletter.send (core/access.ts). `test`: the issue to the caller's own address, now. Otherwise one email
 * per subscriber active when the send began, each with key newsletter:<issue>:<subscriber>: sending the
 * same issue again (a crash, a double click) queues only who is missing. The outbox sends them at its
 * pace; the admin follows progress through newsletter_delivery().
 */
export const sendNewsletter = defineServerFunction(
  'send-newsletter',
  (service, settings) => async (request) => {
    const { caller: who, body } = await staffPost(settings, request, newsletterSenders, newsletterSendSchema);
    const { issueId, test } = body;
    const { data: issue, error } = await service
      .from('newsletter_issues')
      .select('id, subject, body_markdown, send_started_at')
      .eq('id', issueId)
      .maybeSingle();
    if (error) throw new Refusal(500, error.code, error.message);
    if (!issue) throw new Refusal(404, 'issue_not_found', 'El boletín no existe o fue eliminado.');

    const env = settings.env ?? {};
    const links = {
      siteUrl: env.URL || new URL(request.url).origin,
      key: unsubscribeKey(env, settings.secretKey),
      ministryName: (await readMinistry(service)).name,
    };
    const content = { id: issue.id, subject: issue.subject, markdown: issue.body_markdown };

    if (test) {
      if (!who.email) throw new Refusal(400, 'no_email', 'Tu cuenta no tiene email para recibir la prueba.');
      // The test's unsubscribe links carry a fresh id: they work, and unsubscribe nobody.
      const email = newsletterEmail(content, { subscriberId: crypto.randomUUID(), email: who.email }, links, {
        idempotencyKey: `newsletter_test:${issue.id}:${crypto.randomUUID()}`,
        kind: 'newsletter_test',
        bulk: false,
      });
      await enqueueEmail(service, email);
      await kickOutbox(service, env);
      return json(202, { test: true, recipients: 1 });
    }

    // In the sender's name: the audit log's entry for the issue's start names who sent it.
    const startedAt = await startSending(serviceActingFor(settings, who), issue.id, issue.send_started_at);
    const recipients = await recipientsAt(service, startedAt);
    const results = await enqueueEmails(
      service,
      recipients.map((recipient) =>
        newsletterEmail(content, recipient, links, {
          idempotencyKey: `newsletter:${issue.id}:${recipient.subscriberId}`,
          kind: 'newsletter',
          bulk: true,
          batch: `newsletter:${issue.id}`,
        }),
      ),
    );
    const { error: countError } = await service
      .from('newsletter_issues')
      .update({ recipient_count: recipients.length })
      .eq('id', issue.id);
    if (countError) throw new Refusal(500, countError.code, countError.message);
    await kickOutbox(service, env);
    return json(202, {
      recipients: recipients.length,
      queued: results.filter((result) => result.isNew).length,
    });
  },
);

/** Marks the issue as sending (once: a resumed send keeps the first moment, and so the same recipients). */
async function startSending(service: ServiceClient, id: string, already: string | null): Promise<string> {
  if (already) return already;
  const { data, error } = await service
    .from('newsletter_issues')
    .update({ send_started_at: new Date().toISOString() })
    .eq('id', id)
    .is('send_started_at', null)
    .select('send_started_at')
    .maybeSingle();
  if (error) throw new Refusal(500, error.code, error.message);
  if (data?.send_started_at) return data.send_started_at;
  // Another request started it between our read and this update: use its moment.
  const { data: row, error: readError } = await service
    .from('newsletter_issues')
    .select('send_started_at')
    .eq('id', id)
    .single();
  if (readError || !row.send_started_at)
    throw new Refusal(500, 'send_not_started', 'No se pudo iniciar el envío.');
  return row.send_started_at;
}

/** Every subscriber active and already subscribed when the send began, in id order. */
async function recipientsAt(service: ServiceClient, startedAt: string): Promise<Recipient[]> {
  const rows = await readAllPages(({ from, to }) =>
    service
      .from('subscribers')
      .select('id, email')
      .eq('is_active', true)
      .lte('created_at', startedAt)
      .order('id')
      .range(from, to),
  ).catch((error: PageReadError) => {
    throw new Refusal(500, error.code, error.message);
  });
  return rows.map((row) => ({ subscriberId: row.id, email: row.email }));
}
