import { describe, expect, it } from 'vitest';
import {
  audioMimeType,
  escapeXml,
  itunesDuration,
  podcastArtwork,
  renderPodcastFeed,
} from './podcastFeed.ts';
import { podcastGuid } from './podcastGuid.ts';

describe('itunesDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [612, '10:12'],
    [3600, '1:00:00'],
    [3725.4, '1:02:05'],
    [null, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
  ])('%s → %s', (seconds, expected) => {
    expect(itunesDuration(seconds)).toBe(expected);
  });
});

describe('audioMimeType', () => {
  it.each([
    ['https://media.example.org/a.mp3', 'audio/mpeg'],
    ['https://media.example.org/a.M4A?x=1', 'audio/x-m4a'],
    ['https://media.example.org/a.ogg', 'audio/ogg'],
    ['https://media.example.org/stream', 'audio/mpeg'],
  ])('%s → %s', (url, type) => {
    expect(audioMimeType(url)).toBe(type);
  });
});

describe('podcastArtwork', () => {
  it.each([
    ['https://x.org/portada.jpg', 'https://x.org/portada.jpg'],
    ['https://x.org/PORTADA.JPEG?v=2', 'https://x.org/PORTADA.JPEG?v=2'],
    ['https://x.org/portada.png#x', 'https://x.org/portada.png#x'],
    ['https://x.org/seed/fe.svg', null],
    ['https://x.org/portada.webp', null],
    ['https://x.org/png', null],
    [null, null],
  ])('%s → %s (Apple takes JPEG or PNG only)', (url, expected) => {
    expect(podcastArtwork(url)).toBe(expected);
  });
});

describe('renderPodcastFeed', () => {
  const channel = {
    title: 'Palabra Viva — Podcast',
    description: 'Audios & más',
    link: 'https://x.org/',
    feedUrl: 'https://x.org/podcast.xml',
    guid: '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    imageUrl: 'https://x.org/og.png',
    author: 'Palabra Viva',
    ownerEmail: 'contacto@example.org',
    category: 'Religion & Spirituality',
    type: 'episodic' as const,
  };
  const episode = {
    guid: 'https://x.org/teachings#audio-1',
    title: 'Fe & obras </title>',
    description: 'Texto',
    link: 'https://x.org/audios/fe',
    pubDate: new Date('2025-03-09T00:00:00Z'),
    audioUrl: 'https://x.org/a.mp3?a=1&b=2',
    durationSeconds: 61,
    imageUrl: null,
    season: { number: 2, name: 'Fundamentos "de" la fe' },
    episode: 3,
    transcriptUrl: 'https://x.org/audios/fe.vtt',
    people: [{ name: 'Ana', href: 'https://x.org/predicadores/ana', img: null }],
  };

  it('escapes every text and attribute', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    const xml = renderPodcastFeed(channel, [episode]);
    expect(xml).toContain('<title>Fe &amp; obras &lt;/title&gt;</title>');
    expect(xml).toContain('<enclosure url="https://x.org/a.mp3?a=1&amp;b=2" length="0" type="audio/mpeg"/>');
    expect(xml).toContain('<podcast:season name="Fundamentos &quot;de&quot; la fe">2</podcast:season>');
    expect(xml).toContain('<itunes:category text="Religion &amp; Spirituality"/>');
  });

  it('writes the Podcasting 2.0 tags an episode has, and none it has not', () => {
    const xml = renderPodcastFeed(channel, [episode]);
    for (const expected of [
      '<podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810</podcast:guid>',
      '<podcast:episode>3</podcast:episode>',
      '<podcast:transcript url="https://x.org/audios/fe.vtt" type="text/vtt" language="es" rel="captions"/>',
      '<podcast:person href="https://x.org/predicadores/ana">Ana</podcast:person>',
      '<guid isPermaLink="false">https://x.org/teachings#audio-1</guid>',
      '<pubDate>Sun, 09 Mar 2025 00:00:00 GMT</pubDate>',
      '<itunes:duration>1:01</itunes:duration>',
    ]) {
      expect(xml).toContain(expected);
    }
    const withSvg = renderPodcastFeed(channel, [{ ...episode, imageUrl: 'https://x.org/seed/fe.svg' }]);
    expect(withSvg.split('<item>')[1]).not.toContain('itunes:image');
    const withPng = renderPodcastFeed(channel, [{ ...episode, imageUrl: 'https://x.org/i.png?a=1&b=2' }]);
    expect(withPng).toContain('<itunes:image href="https://x.org/i.png?a=1&amp;b=2"/>');
    const bare = renderPodcastFeed(channel, [
      { ...episode, season: null, episode: null, transcriptUrl: null, people: [] },
    ]);
    expect(bare).not.toMatch(/podcast:(season|episode|transcript|person)|itunes:(season|episode)>/);
  });
});

describe('podcastGuid', () => {
  it('is the UUIDv5 of the feed address without scheme or trailing slash (Podcasting 2.0 example)', () => {
    // The example of the namespace's documentation.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });
});
