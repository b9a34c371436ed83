import { mediaPublishedAt } from '../lib/publishedAt.ts';
import { formatTags, parseTags } from '../lib/tags.ts';

/** What the video and audio forms share; each adds its URL fields (MediaEditor renders both). */
export interface MediaForm {
  title: string;
  description: string;
  duration: string;
  tags: string;
  isPublished: boolean;
}

export const emptyMediaForm: MediaForm = {
  title: '',
  description: '',
  duration: '',
  tags: '',
  isPublished: false,
};

interface MediaRow {
  title: string;
  description: string | null;
  duration_seconds: number | null;
  tags: string[];
  is_published: boolean;
}

export function mediaFormFrom(row: MediaRow): MediaForm {
  return {
    title: row.title,
    description: row.description ?? '',
    duration: row.duration_seconds === null ? '' : String(row.duration_seconds),
    tags: formatTags(row.tags),
    isPublished: row.is_published,
  };
}

/** The shared part of a media schema's input, plus published_at, which docs/spec.md §4 resets on every save. */
export function mediaInput(form: MediaForm, now: Date) {
  return {
    input: {
      title: form.title,
      description: form.description,
      duration_seconds: form.duration,
      tags: parseTags(form.tags),
      is_published: form.isPublished,
    },
    published_at: mediaPublishedAt(form.isPublished, now),
  };
}
