import { z } from 'zod';

/**
 * A newsletter issue as the admin saves it and the send function re-checks it; the limits are the
 * migration's (20251111000000_create_newsletter_issues.sql).
 */
export const newsletterIssueSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'El asunto es obligatorio.')
    .max(200, 'El asunto no puede superar los 200 caracteres.')
    // A line break would end the Subject header; the database refuses control characters too.
    .regex(/^[^\p{Cc}]*$/u, 'El asunto debe ser una sola línea.'),
  body_markdown: z
    .string()
    .trim()
    .min(1, 'Escribe el contenido del boletín.')
    .max(100_000, 'El contenido no puede superar los 100.000 caracteres.'),
});

export type NewsletterIssueFields = z.output<typeof newsletterIssueSchema>;

/** What the admin asks of the send-newsletter function: a test to themselves, or the real send. */
export const newsletterSendSchema = z.object({
  issueId: z.uuid('Boletín no válido.'),
  test: z.boolean().default(false),
});
