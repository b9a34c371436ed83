import { z } from 'zod';
import { listOf, optionalText, requiredText, siteOrHttpLink } from './fields.ts';

/** Icons an overview card can show (Lucide names the site's icon set draws). */
export const OVERVIEW_ICONS = [
  'BookOpen',
  'Church',
  'Bot',
  'CalendarDays',
  'HandHeart',
  'Users',
  'Gift',
  'Mail',
] as const;

const heading = { eyebrow: optionalText(60), title: requiredText(120), lead: optionalText(300) };
const card = { title: requiredText(80), text: requiredText(300), action: requiredText(40) };
const callToAction = z.object({
  eyebrow: optionalText(60),
  title: requiredText(120),
  text: requiredText(300),
  action: requiredText(40),
});

const testimonial = z.object({
  id: z.string().trim().min(1),
  name: requiredText(120),
  country: optionalText(80),
  testimonial_text: requiredText(1500),
  photo_url: z.string().nullable().default(null),
});

/**
 * The home page's own words (docs/spec.md §2): hero, the four overview doors, the participate cards, the
 * careers and final calls to action, and the fixed testimonials shown first in the carousel.
 */
export const homeSchema = z.object({
  hero: z.object({
    eyebrow: optionalText(80),
    title: requiredText(120),
    lead: requiredText(300),
    action: requiredText(40),
    /** The verse under the buttons; empty hides it. */
    verse: z.object({ text: optionalText(300), reference: optionalText(60) }),
  }),
  overview: z.object({
    ...heading,
    cards: listOf(z.object({ icon: z.enum(OVERVIEW_ICONS), ...card, href: siteOrHttpLink }), 1, 6),
  }),
  participate: z.object({
    ...heading,
    subscribe: z.object(card),
    pray: z.object({ ...card, wallLink: requiredText(60) }),
    give: z.object(card),
  }),
  careers: callToAction,
  final: callToAction,
  fixedTestimonials: listOf(testimonial, 0, 6),
});

export type Home = z.infer<typeof homeSchema>;
