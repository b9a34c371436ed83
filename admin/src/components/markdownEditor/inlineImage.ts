import { isHeic } from '#core/photos/photoSize.ts';
import { adminMessages } from '../../lib/messages.ts';

const editorCopy = adminMessages.editor;

/**
 * What blog_images takes (its bucket limits and the staff-upload function's checks), and an iPhone's HEIC,
 * which uploadStaffFile makes a light JPEG before sending, as it does every heavy photo.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const ALT_MAX_LENGTH = 250;

const copy = editorCopy.image;

export interface ImageChoice {
  file: { type: string; name: string } | null;
  alt: string;
}

/** Each field's Spanish refusal, shown beside it; empty when the picture can go up. */
export function imageProblems({ file, alt }: ImageChoice): { file?: string; alt?: string } {
  const problems: { file?: string; alt?: string } = {};
  if (!file) problems.file = copy.missingFile;
  else if (!(IMAGE_TYPES as readonly string[]).includes(file.type) && !isHeic({ ...file, size: 0 }))
    problems.file = copy.wrongType;
  const description = alt.trim();
  if (description === '') problems.alt = copy.altRequired;
  else if (description.length > ALT_MAX_LENGTH) problems.alt = copy.altTooLong(ALT_MAX_LENGTH);
  return problems;
}
