import {
  PUBLIC_AUDIO_COLUMNS,
  PUBLIC_POST_COLUMNS,
  PUBLIC_RESOURCE_COLUMNS,
  PUBLIC_SERIES_COLUMNS,
  PUBLIC_SPEAKER_COLUMNS,
  PUBLIC_TESTIMONIAL_COLUMNS,
  PUBLIC_VIDEO_COLUMNS,
} from '#core/content/contentSchemas.ts';
import { renderMarkdown } from '#core/content/renderMarkdown.ts';
import type { PageResult } from './fetchAllRows.ts';
import type { Row, TableSource } from './tableLoader.ts';

/**
 * What the site reads, table by table. RLS already hides drafts and future posts from the anon key; the
 * explicit filters repeat it so a policy mistake cannot publish a draft. Order is newest first with the
 * id as tie-breaker, so pages never overlap.
 */

type PublishedTable = 'posts' | 'videos' | 'audios' | 'resources';

// One instant for the whole build: every collection agrees on what "already published" means.
const buildTime = new Date().toISOString();

function publishedSource(label: string, table: PublishedTable, columns: string): TableSource {
  return {
    label,
    fetchPage: (client, from, to) =>
      client
        .from(table)
        .select(columns)
        .eq('is_published', true)
        .lte('published_at', buildTime)
        .order('created_at', { ascending: false })
        .order('id', { ascending: true })
        .range(from, to) as unknown as PromiseLike<PageResult<Row>>,
  };
}

export const postsSource: TableSource = {
  ...publishedSource('posts', 'posts', PUBLIC_POST_COLUMNS),
  render: (row) => renderMarkdown(typeof row.content === 'string' ? row.content : ''),
};
export const videosSource = publishedSource('videos', 'videos', PUBLIC_VIDEO_COLUMNS);
export const audiosSource = publishedSource('audios', 'audios', PUBLIC_AUDIO_COLUMNS);
export const resourcesSource = publishedSource('recursos', 'resources', PUBLIC_RESOURCE_COLUMNS);

/** Published series (RLS hides drafts; the filter says so too), oldest first: the order of their seasons. */
export const seriesSource: TableSource = {
  label: 'series',
  fetchPage: (client, from, to) =>
    client
      .from('series')
      .select(PUBLIC_SERIES_COLUMNS)
      .eq('is_published', true)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to) as unknown as PromiseLike<PageResult<Row>>,
};

export const speakersSource: TableSource = {
  label: 'predicadores',
  fetchPage: (client, from, to) =>
    client
      .from('speakers')
      .select(PUBLIC_SPEAKER_COLUMNS)
      .order('name', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to) as unknown as PromiseLike<PageResult<Row>>,
};

export const testimonialsSource: TableSource = {
  label: 'testimonios aprobados',
  fetchPage: (client, from, to) =>
    client
      .from('testimonials')
      .select(PUBLIC_TESTIMONIAL_COLUMNS)
      .eq('is_approved', true)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to) as unknown as PromiseLike<PageResult<Row>>,
};
