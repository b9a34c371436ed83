import { z } from 'zod';
import { listOf, optionalText, requiredText, siteOrHttpLink } from './fields.ts';

const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, 'Usa minúsculas, cifras y guiones.');

/**
 * The floating assistant's words (docs/spec.md §4, §9). Its behaviour stays in code (core/chat/): a prayer
 * answer starts the prayer flow, a topics answer offers the study topics, an assistant answer links to the
 * AI assistant (social.aiAssistant), a schedule answer lists the meetings of the schedule area. Texts may name {bot}, {ministerio}, {asistente}, {correo} and
 * {telefono}; the site fills them in from this area, identity, social and contact.
 */
export const assistantSchema = z.object({
  botName: requiredText(40),
  greeting: requiredText(600),
  quickQuestions: listOf(requiredText(120), 1, 10),
  studyTopics: listOf(z.object({ id: key, title: requiredText(120), answer: requiredText(1200) }), 1, 10),
  /** Matched in order against the visitor's words (without accents or case); the first match answers. */
  answers: listOf(
    z.object({
      id: key,
      /** Word beginnings, e.g. «oraci», «orar», «peticion». */
      keywords: listOf(requiredText(40), 1, 30),
      text: requiredText(1200),
      action: z.enum(['none', 'prayer', 'topics', 'assistant', 'schedule']).default('none'),
      linkLabel: optionalText(60),
      linkHref: z.union([z.literal(''), siteOrHttpLink]).default(''),
    }),
    1,
    30,
  ),
  fallback: requiredText(600),
});

export type Assistant = z.infer<typeof assistantSchema>;
