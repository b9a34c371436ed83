import { describe, expect, it } from 'vitest';
import {
  audioMimeType,
  escapeXml,
  itunesDuration,
  podcastArtwork,
  podcastChannelXml,
  podcastItemXml,
} from './podcastFeed.ts';

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

describe('podcast XML', () => {
  it('escapes every text and attribute', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    const episode = {
      id: '1',
      title: 'Fe & obras </itunes:title>',
      description: null,
      imageUrl: 'https://x.org/i.png?a=1&b=2',
      durationSeconds: 61,
      series: null,
      author: 'Palabra Viva',
    };
    const item = podcastItemXml(episode);
    expect(item).toContain('<itunes:title>Fe &amp; obras &lt;/itunes:title&gt;</itunes:title>');
    expect(item).toContain('<itunes:image href="https://x.org/i.png?a=1&amp;b=2"/>');
    expect(item).toContain('<itunes:duration>1:01</itunes:duration>');
    expect(item).not.toContain('itunes:summary');
    const withSvg = podcastItemXml({ ...episode, imageUrl: 'https://x.org/seed/fe.svg' });
    expect(withSvg).not.toContain('itunes:image');
  });

  it('channel carries author, image, category and explicit', () => {
    const xml = podcastChannelXml({
      author: 'Palabra Viva',
      ownerEmail: 'contacto@example.org',
      imageUrl: 'https://x.org/og.png',
      category: 'Religion & Spirituality',
      summary: 'Audios',
      siteUrl: 'https://x.org',
    });
    expect(xml).toContain('<itunes:author>Palabra Viva</itunes:author>');
    expect(xml).toContain('<itunes:category text="Religion &amp; Spirituality"/>');
    expect(xml).toContain('<itunes:image href="https://x.org/og.png"/>');
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>');
  });
});
