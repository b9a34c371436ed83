import type { PublicSpeaker } from '#core/content/contentSchemas.ts';
import { type LibraryItem, newestFirst } from './libraryItems.ts';

export interface SpeakerPage {
  speaker: PublicSpeaker;
  /** Their teachings, newest first. */
  items: LibraryItem[];
  /** Their audios, newest first: what their podcast feed carries. */
  audios: LibraryItem[];
}

/** Every speaker (the table has no drafts) with the visible teachings that credit them. */
export function speakerPages(
  speakers: readonly PublicSpeaker[],
  items: readonly LibraryItem[],
): SpeakerPage[] {
  return speakers.map((speaker) => {
    const theirs = items.filter((item) => item.speakerIds.includes(speaker.id)).sort(newestFirst);
    return { speaker, items: theirs, audios: theirs.filter((item) => item.kind === 'audio') };
  });
}

/** The speakers of one item, in credit order, skipping ids the build does not know. */
export function creditedSpeakers(
  item: LibraryItem,
  byId: ReadonlyMap<string, PublicSpeaker>,
): PublicSpeaker[] {
  return item.speakerIds.flatMap((id) => {
    const speaker = byId.get(id);
    return speaker ? [speaker] : [];
  });
}
