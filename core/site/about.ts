import { z } from 'zod';
import { VALUE_ICONS } from '../aboutIcons.ts';
import { image, listOf, requiredText } from './fields.ts';

const sectionCopy = z.object({ title: requiredText(80), text1: requiredText(600), text2: requiredText(600) });

/** The About page (docs/spec.md §2): founder, mission and vision, values and the history timeline. */
export const aboutSchema = z.object({
  header: z.object({ title: requiredText(120), subtitle: requiredText(300) }),
  founder: z.object({
    name: requiredText(120),
    title: requiredText(120),
    bio: listOf(requiredText(1200), 1, 10),
    /** Uploaded through the staff upload function (or a file of the site). */
    image,
  }),
  missionVision: z.object({
    mainTitle: requiredText(120),
    subtitle: requiredText(300),
    mission: sectionCopy,
    vision: sectionCopy,
  }),
  values: listOf(
    z.object({ icon: z.enum(VALUE_ICONS), title: requiredText(80), description: requiredText(400) }),
    1,
    8,
  ),
  /** Milestones in the order staff put them; sides alternate on the page. */
  timeline: listOf(
    z.object({ year: requiredText(20), title: requiredText(80), description: requiredText(400) }),
    1,
    20,
  ),
});

export type AboutContent = z.infer<typeof aboutSchema>;
