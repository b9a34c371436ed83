import { z } from 'zod';
import { validationMessages as copy } from './validationMessages.ts';

/** The library form's own fields (spec §5 Resource); file fields come from the upload. */
export const resourceSchema = z.object({
  title: z.string().trim().min(1, copy.titleRequired).max(300),
  description: z
    .string()
    .trim()
    .max(5000)
    .transform((text) => text || null),
  category: z
    .string()
    .trim()
    .max(100)
    .transform((text) => text || null),
  tags: z.array(z.string()).max(50),
  is_published: z.boolean(),
});

export type ResourceFields = z.output<typeof resourceSchema>;
