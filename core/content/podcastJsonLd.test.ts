import { describe, expect, it } from 'vitest';
import { isoDuration, podcastSeriesJsonLd } from './podcastJsonLd.ts';

describe('isoDuration', () => {
  it.each([
    [754, 'PT12M34S'],
    [3600, 'PT1H'],
    [3723, 'PT1H2M3S'],
    [0, 'PT0S'],
    [59.6, 'PT1M'],
    [null, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
  ])('%s s → %s', (seconds, expected) => {
    expect(isoDuration(seconds)).toBe(expected);
  });
});

describe('podcastSeriesJsonLd', () => {
  it('lists each audio as a PodcastEpisode of the series, with its media and duration', () => {
    const json = podcastSeriesJsonLd({
      name: 'Palabra Viva — Podcast',
      description: 'Audios',
      url: 'https://example.org/teachings',
      feedUrl: 'https://example.org/podcast.xml',
      imageUrl: 'https://example.org/og.png',
      author: 'Palabra Viva',
      episodes: [
        {
          url: 'https://example.org/teachings#audio-1',
          title: 'Uno',
          description: null,
          audioUrl: 'https://media.example.org/1.m4a',
          imageUrl: null,
          durationSeconds: 754,
          datePublished: '2025-01-02T10:00:00Z',
        },
      ],
    });
    expect(json).toMatchObject({ '@type': 'PodcastSeries', webFeed: 'https://example.org/podcast.xml' });
    const [episode] = json.episode as Record<string, unknown>[];
    expect(episode).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Uno',
      datePublished: '2025-01-02T10:00:00.000Z',
      timeRequired: 'PT12M34S',
      partOfSeries: { '@id': 'https://example.org/teachings#podcast' },
      associatedMedia: { contentUrl: 'https://media.example.org/1.m4a', encodingFormat: 'audio/x-m4a' },
    });
  });
});
