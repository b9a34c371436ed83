import {
  PUBLIC_AUDIO_COLUMNS,
  PUBLIC_POST_COLUMNS,
  PUBLIC_RESOURCE_COLUMNS,
  PUBLIC_SERIES_COLUMNS,
  PUBLIC_SPEAKER_COLUMNS,
  PUBLIC_TESTIMONIAL_COLUMNS,
  PUBLIC_VIDEO_COLUMNS,
} from '#core/content/contentSchemas.ts';
import { renderPostBody } from '#core/content/renderPostBody.ts';
import type { TableSource } from './tableLoader.ts';
import { tableSource } from './tableSource.ts';

/** What the site reads, table by table (tableSource.ts). */

type PublishedTable = 'posts' | 'videos' | 'audios' | 'resources';

/** Posts, videos, audios and library files: published by the build's instant, newest first. */
function publishedSource(label: string, table: PublishedTable, columns: string): TableSource {
  return tableSource({
    label,
    table,
    columns,
    shownWhen: 'is_published',
    publishedByBuild: true,
    order: ['created_at', false],
  });
}

export const postsSource: TableSource = {
  ...publishedSource('posts', 'posts', PUBLIC_POST_COLUMNS),
  render: (row) => renderPostBody(typeof row.content === 'string' ? row.content : ''),
};
export const videosSource = publishedSource('videos', 'videos', PUBLIC_VIDEO_COLUMNS);
export const audiosSource = publishedSource('audios', 'audios', PUBLIC_AUDIO_COLUMNS);
export const resourcesSource = publishedSource('recursos', 'resources', PUBLIC_RESOURCE_COLUMNS);

/** Published series, oldest first: the order of their seasons. */
export const seriesSource = tableSource({
  label: 'series',
  table: 'series',
  columns: PUBLIC_SERIES_COLUMNS,
  shownWhen: 'is_published',
  order: ['created_at', true],
});

/** Every speaker (the table has no drafts), by name. */
export const speakersSource = tableSource({
  label: 'predicadores',
  table: 'speakers',
  columns: PUBLIC_SPEAKER_COLUMNS,
  order: ['name', true],
});

export const testimonialsSource = tableSource({
  label: 'testimonios aprobados',
  table: 'testimonials',
  columns: PUBLIC_TESTIMONIAL_COLUMNS,
  shownWhen: 'is_approved',
  order: ['created_at', false],
});
