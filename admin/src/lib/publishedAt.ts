/**
 * published_at rules of docs/spec.md §4, one function per content type, so every editor saves dates the same way.
 * Times are ISO strings; `now` is passed in so the rules are testable.
 */

/** Post: the chosen date-time (or now) while published, null otherwise. */
export function postPublishedAt(isPublished: boolean, chosen: string | null, now: Date): string | null {
  if (!isPublished) return null;
  const date = chosen ? new Date(chosen) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : now.toISOString();
}

/** Post buttons: 'Publicar Ahora' forces publishing, 'Guardar Borrador' keeps the switch's state. */
export function postIsPublished(action: 'draft' | 'publish', switchOn: boolean): boolean {
  return action === 'publish' || switchOn;
}

/** Video and audio: now when published, else null, reset on every save. */
export function mediaPublishedAt(isPublished: boolean, now: Date): string | null {
  return isPublished ? now.toISOString() : null;
}

/** Resource: set on first publish, kept on later saves while published, null when unpublished. */
export function resourcePublishedAt(isPublished: boolean, previous: string | null, now: Date): string | null {
  if (!isPublished) return null;
  return previous ?? now.toISOString();
}

/** ISO timestamp → value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
