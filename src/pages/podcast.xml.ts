import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { audioMimeType, podcastChannelXml, podcastItemXml } from '#core/content/podcastFeed.ts';
import { siteConfig } from '#core/siteConfig.ts';
import { podcastEpisodes } from '../lib/siteContent.ts';

/** Apple's category for a ministry's teaching audios. */
const PODCAST_CATEGORY = 'Religion & Spirituality';

/** The audios as a podcast (RSS 2.0 with iTunes tags). Audio sizes are not stored, so length is 0. */
export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  return rss({
    title: `${siteConfig.name} — Podcast`,
    description: `Enseñanzas en audio del ministerio ${siteConfig.name}.`,
    site: base,
    xmlns: { itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd' },
    trailingSlash: false,
    customData: podcastChannelXml({
      author: siteConfig.name,
      ownerEmail: siteConfig.contact.email,
      imageUrl: new URL(siteConfig.ogImage.src, base).href,
      category: PODCAST_CATEGORY,
      summary: siteConfig.description,
      siteUrl: base.href,
    }),
    items: podcastEpisodes().map((audio) => ({
      title: audio.title,
      // Unique per episode: the link doubles as the item's guid, which podcast apps deduplicate by.
      link: `/teachings#audio-${audio.id}`,
      pubDate: new Date(audio.published_at ?? audio.created_at),
      description: audio.description ?? audio.title,
      enclosure: { url: audio.audio_url, length: 0, type: audioMimeType(audio.audio_url) },
      customData: podcastItemXml({
        id: audio.id,
        title: audio.title,
        description: audio.description,
        imageUrl: audio.cover_art_url,
        durationSeconds: audio.duration_seconds,
        series: null,
        author: siteConfig.name,
      }),
    })),
  });
};
