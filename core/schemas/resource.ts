import { z } from 'zod';
import { contentFields, optionalText } from './contentFields.ts';

/** The library form's own fields (docs/spec.md §5 Resource); file fields come from the upload. */
export const resourceSchema = z.object({ ...contentFields, category: optionalText(100) });

export type ResourceFields = z.output<typeof resourceSchema>;
