import { z } from 'zod';
import { calendarDate, optionalText, requiredText } from './fields.ts';

const legalDocument = z.object({
  title: requiredText(120),
  shortTitle: requiredText(40),
  /** Markdown, rendered and sanitized at build time as posts are. */
  markdown: requiredText(60_000),
});

/** The three legal documents of /legal (terms first, the default tab) and their last-updated date. */
export const legalSchema = z.object({
  updatedOn: calendarDate,
  /** The note that the documents are examples to adapt; empty hides it once a lawyer has checked them. */
  note: optionalText(600),
  terms: legalDocument,
  privacy: legalDocument,
  cookies: legalDocument,
});

export type Legal = z.infer<typeof legalSchema>;
