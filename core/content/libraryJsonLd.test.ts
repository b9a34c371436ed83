import { describe, expect, it } from 'vitest';
import { personJsonLd, podcastEpisodeJsonLd, seriesJsonLd, videoJsonLd } from './libraryJsonLd.ts';

const episode = {
  name: 'Nacer de nuevo',
  description: 'Jesús y Nicodemo.',
  url: 'https://x.org/audios/nacer',
  datePublished: '2025-03-19T19:00:00-05:00',
  durationSeconds: 2160,
  mediaUrl: 'https://media.example.org/nacer.mp3',
  imageUrl: 'https://x.org/og.png',
  series: { name: 'Fundamentos de la fe', url: 'https://x.org/series/fundamentos' },
  speakers: [{ name: 'Ana', url: 'https://x.org/predicadores/ana' }],
};

describe('library JSON-LD', () => {
  it('numbers the episodes of a series with their own types', () => {
    const json = seriesJsonLd({
      name: 'Serie',
      description: 'D',
      url: 'https://x.org/series/s',
      imageUrl: 'https://x.org/i.png',
      publisherName: 'Palabra Viva',
      episodes: [
        { kind: 'audio', name: 'A', url: 'https://x.org/audios/a' },
        { kind: 'video', name: 'V', url: 'https://x.org/videos/v' },
        { kind: 'article', name: 'P', url: 'https://x.org/blog/p' },
      ],
    });
    expect(json['@type']).toBe('CreativeWorkSeries');
    expect(json.hasPart).toEqual([
      { '@type': 'PodcastEpisode', name: 'A', url: 'https://x.org/audios/a', position: 1 },
      { '@type': 'VideoObject', name: 'V', url: 'https://x.org/videos/v', position: 2 },
      { '@type': 'Article', name: 'P', url: 'https://x.org/blog/p', position: 3 },
    ]);
  });

  it('describes a speaker as the person of a profile page', () => {
    expect(
      personJsonLd({
        name: 'Ana',
        description: null,
        url: 'https://x.org/predicadores/ana',
        imageUrl: null,
        organizationName: 'Palabra Viva',
      }),
    ).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Ana' } });
  });

  it('gives an episode its audio, duration, series and speakers', () => {
    expect(podcastEpisodeJsonLd(episode)).toMatchObject({
      '@type': 'PodcastEpisode',
      datePublished: '2025-03-20T00:00:00.000Z',
      timeRequired: 'PT36M',
      partOfSeries: { name: 'Fundamentos de la fe' },
      author: [{ '@type': 'Person', name: 'Ana' }],
      associatedMedia: { '@type': 'AudioObject', encodingFormat: 'audio/mpeg' },
    });
  });

  it.each([
    [true, { contentUrl: 'https://media.example.org/nacer.mp3' }],
    [false, { sameAs: 'https://media.example.org/nacer.mp3' }],
  ])('a video file plays here (%s) or on its host', (isFile, expected) => {
    const json = videoJsonLd({ ...episode, isFile });
    expect(json).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: ['https://x.org/og.png'],
      ...expected,
    });
    expect(json.uploadDate).toBe('2025-03-20T00:00:00.000Z');
  });
});
