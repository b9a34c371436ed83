import {
  PUBLIC_AUDIO_COLUMNS,
  PUBLIC_POST_COLUMNS,
  PUBLIC_RESOURCE_COLUMNS,
  PUBLIC_SERIES_COLUMNS,
  PUBLIC_SPEAKER_COLUMNS,
  PUBLIC_TESTIMONIAL_COLUMNS,
  PUBLIC_VIDEO_COLUMNS,
} from '#core/content/contentSchemas.ts';
import { PUBLIC_EVENT_COLUMNS } from '#core/events/publicEvent.ts';
import { PUBLIC_SIGNUP_LIST_COLUMNS } from '#core/signups/publicSignupList.ts';
import { readsDrafts, siteAreaSource } from './siteAreas.ts';
import { functionSource, type TableSource, type TableSpec, tableSource } from './tableLoader.ts';

/** Posts, videos, audios and library files: published by the build's instant, newest first. */
const published = (label: string, table: TableSpec['table'], columns: string): TableSource =>
  tableSource({
    label,
    table,
    columns,
    shownWhen: 'is_published',
    publishedByBuild: true,
    order: ['created_at', false],
  });

/**
 * What the site reads for each collection of src/content.config.ts: which rows of which table, in which
 * order. The integration test tests/integration/siteSources.test.ts holds each against the table's rows.
 */
export const sources = {
  posts: published('posts', 'posts', PUBLIC_POST_COLUMNS),
  videos: published('videos', 'videos', PUBLIC_VIDEO_COLUMNS),
  audios: published('audios', 'audios', PUBLIC_AUDIO_COLUMNS),
  resources: published('recursos', 'resources', PUBLIC_RESOURCE_COLUMNS),
  /** Published events, soonest first. */
  events: tableSource({
    label: 'eventos',
    table: 'events',
    columns: PUBLIC_EVENT_COLUMNS,
    shownWhen: 'is_published',
    publishedByBuild: true,
    order: ['starts_at', true],
  }),
  /** Open sign-up lists (issue 33): an event page draws its registration form from its list. */
  signupLists: tableSource({
    label: 'listas de inscripción abiertas',
    table: 'signup_lists',
    columns: PUBLIC_SIGNUP_LIST_COLUMNS,
    shownWhen: 'is_open',
    order: ['created_at', true],
  }),
  /** Published series, oldest first: the order of their seasons. */
  series: tableSource({
    label: 'series',
    table: 'series',
    columns: PUBLIC_SERIES_COLUMNS,
    shownWhen: 'is_published',
    order: ['created_at', true],
  }),
  /** Every speaker (the table has no drafts), by name. */
  speakers: tableSource({
    label: 'predicadores',
    table: 'speakers',
    columns: PUBLIC_SPEAKER_COLUMNS,
    order: ['name', true],
  }),
  testimonials: tableSource({
    label: 'testimonios aprobados',
    table: 'testimonials',
    columns: PUBLIC_TESTIMONIAL_COLUMNS,
    shownWhen: 'is_approved',
    order: ['created_at', false],
  }),
  /**
   * The wall for /oracion: public.prayer_wall() returns only approved, unexpired requests and their public
   * fields; the table itself stays closed to the anon key.
   */
  prayerWall: functionSource('pedidos de oración del muro', 'prayer_wall'),
  /**
   * Published small groups for /grupos (issue 33): public.published_groups() answers their public fields
   * and places (counts only, «Completo»); the addresses stay in group_addresses, closed to the anon key.
   */
  groups: functionSource('grupos', 'published_groups'),
  /** The site content staff published in the admin (Sitio), one row per area. */
  siteContent: siteAreaSource('textos del sitio', 'site_content'),
  /** Their drafts, read by the staff's preview build only (with the server's key: content.config.ts). */
  siteContentDrafts: siteAreaSource('borradores de los textos del sitio', 'site_content_drafts', readsDrafts),
} satisfies Record<string, TableSource>;
