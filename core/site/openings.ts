import { z } from 'zod';
import { listOf, requiredText } from './fields.ts';

/** Icons a key area or a position can show (Lucide names the site's icon set draws). */
export const OPENING_ICONS = [
  'Code',
  'Palette',
  'Megaphone',
  'MonitorSmartphone',
  'HandHeart',
  'Users',
  'BookOpen',
  'HeartHandshake',
  'Mic',
] as const;

const lines = (max: number) => listOf(requiredText(400), 1, max);

/** A service position (docs/spec.md §3 "Job position"): every field of the spec, plus whether it is open. */
export const positionSchema = z.object({
  /** Stable key: the application modal preselects a position by it. */
  id: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,60}$/, 'Usa minúsculas, cifras y guiones bajos.'),
  /** What an application stores in position_interest. */
  title: requiredText(120),
  icon: z.enum(OPENING_ICONS),
  shortDescription: requiredText(400),
  category: requiredText(80),
  type: requiredText(80),
  /** Closed positions stay in the admin but leave /careers. */
  open: z.boolean(),
  fullDescription: z.object({
    introduction: requiredText(1200),
    education: lines(12),
    responsibilities: lines(12),
    schedule: requiredText(300),
    reportsTo: requiredText(120),
    idealProfile: lines(12),
  }),
});

/** /careers: the three key areas and the positions (add, edit, close). */
export const openingsSchema = z.object({
  areas: listOf(
    z.object({ icon: z.enum(OPENING_ICONS), title: requiredText(80), description: requiredText(400) }),
    1,
    6,
  ),
  positions: listOf(positionSchema, 0, 30).refine(
    (positions) => new Set(positions.map((position) => position.id)).size === positions.length,
    'Cada posición necesita un identificador distinto.',
  ),
});

export type Openings = z.infer<typeof openingsSchema>;
export type Position = z.infer<typeof positionSchema>;
