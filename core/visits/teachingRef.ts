import type { TeachingType } from '../content/teachings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * How the visit statistics name a teaching: `type:id` (article:…, video:…, audio:…), the form
 * public.record_page_view and record_teaching_open accept. Null for rows without a database id (the
 * spec's sample content), which the statistics cannot count.
 */
export function teachingRef(type: TeachingType, id: string): string | null {
  const lower = id.toLowerCase();
  return UUID.test(lower) ? `${type}:${lower}` : null;
}

/** The same from a teaching card's id, which is `type-id` (core/content/teachings.ts). */
export function teachingRefOf(teaching: { type: TeachingType; id: string }): string | null {
  const prefix = `${teaching.type}-`;
  return teaching.id.startsWith(prefix) ? teachingRef(teaching.type, teaching.id.slice(prefix.length)) : null;
}

/** The type and id of a `type:id` reference, or null when it is not one. */
export function parseTeachingRef(ref: string): { type: TeachingType; id: string } | null {
  const colon = ref.indexOf(':');
  const type = ref.slice(0, colon);
  const id = ref.slice(colon + 1);
  if (type !== 'article' && type !== 'video' && type !== 'audio') return null;
  return UUID.test(id) ? { type, id } : null;
}
