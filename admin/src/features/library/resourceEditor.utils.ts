import type { Tables } from '#core/database.types.ts';
import { resourcePublishedAt } from '../../lib/publishedAt.ts';
import { formatTags, parseTags } from '../../lib/tags.ts';

export type Resource = Tables<'resources'>;

export interface ResourceForm {
  title: string;
  description: string;
  category: string;
  tags: string;
  isPublished: boolean;
}

export const emptyResourceForm: ResourceForm = {
  title: '',
  description: '',
  category: '',
  tags: '',
  isPublished: false,
};

export function formFromResource(resource: Resource): ResourceForm {
  return {
    title: resource.title,
    description: resource.description ?? '',
    category: resource.category ?? '',
    tags: formatTags(resource.tags),
    isPublished: resource.is_published,
  };
}

export function resourceInput(form: ResourceForm, previousPublishedAt: string | null, now: Date) {
  return {
    input: {
      title: form.title,
      description: form.description,
      category: form.category,
      tags: parseTags(form.tags),
      is_published: form.isPublished,
    },
    published_at: resourcePublishedAt(form.isPublished, previousPublishedAt, now),
  };
}

/** The old object to remove after a replacement, or none when nothing was replaced. */
export function replacedPath(
  previous: string | null | undefined,
  next: string | null | undefined,
): string | null {
  return previous && next && previous !== next ? previous : null;
}
