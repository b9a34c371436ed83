import type { PublicSeries, PublicSpeaker } from '#core/content/contentSchemas.ts';
import { libraryMessages } from '../messages/libraryMessages.ts';

/** How the library words its counts ("1 enseñanza", "3 enseñanzas"); the words live in lib/messages. */
export const teachingCount = libraryMessages.counts.teachings;
export const episodeCount = libraryMessages.counts.episodes;

/** A series' description, or what its page and podcast say when it has none. */
export function seriesDescription(series: Pick<PublicSeries, 'description'>, siteName: string): string {
  return series.description ?? libraryMessages.fallbacks.series(siteName);
}

/** A speaker's bio, or what their page and podcast say when they have none. */
export function speakerDescription(speaker: Pick<PublicSpeaker, 'name' | 'bio'>, siteName: string): string {
  return speaker.bio ?? libraryMessages.fallbacks.speaker(speaker.name, siteName);
}
