import type { PublicSeries, PublicSpeaker } from '#core/content/contentSchemas.ts';

/** How the library words its counts ("1 enseñanza", "3 enseñanzas") and the descriptions it falls back on. */
export function teachingCount(n: number): string {
  return n === 1 ? '1 enseñanza' : `${n} enseñanzas`;
}

export function episodeCount(n: number): string {
  return n === 1 ? '1 episodio' : `${n} episodios`;
}

/** A series' description, or what its page and podcast say when it has none. */
export function seriesDescription(series: Pick<PublicSeries, 'description'>, siteName: string): string {
  return series.description ?? `Serie de enseñanzas de ${siteName}.`;
}

/** A speaker's bio, or what their page and podcast say when they have none. */
export function speakerDescription(speaker: Pick<PublicSpeaker, 'name' | 'bio'>, siteName: string): string {
  return speaker.bio ?? `Enseñanzas de ${speaker.name} en ${siteName}.`;
}
