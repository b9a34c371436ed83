import { z } from 'zod';
import { fieldMessages as m } from './fieldMessages.ts';
import { httpLink, optionalLink, requiredText } from './fields.ts';

const profile = z.object({ label: requiredText(40), url: httpLink, handle: requiredText(60) });

/** Social links, the home page's featured cards, the live channel, the assistant and the podcast. */
export const socialSchema = z.object({
  videoChannel: profile,
  photoProfile: profile,
  /** The home page's three video cards; each opens in a new tab. */
  socialVideos: z
    .array(z.object({ label: requiredText(120), url: httpLink, duration: requiredText(10) }))
    .length(3, 'Son exactamente 3 tarjetas.'),
  socialPosts: z
    .array(z.object({ label: requiredText(120), url: httpLink, caption: requiredText(200) }))
    .length(3, 'Son exactamente 3 tarjetas.'),
  /** /en-vivo plays this channel's live stream (UC…, from YouTube Studio); empty hides the player. */
  liveStream: z.object({
    youtubeChannelId: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^UC[\w-]{10,40}$/, m.youtubeChannel),
    ]),
  }),
  aiAssistant: z.object({ name: requiredText(60), url: httpLink, description: requiredText(300) }),
  podcast: z.object({
    title: requiredText(120),
    description: requiredText(600),
    /** Apple's category: https://podcasters.apple.com/support/1691-apple-podcasts-categories */
    category: requiredText(80),
    /** The show's page once the feed is listed in Spotify; empty hides the button. */
    spotifyShowUrl: optionalLink,
  }),
});

export type Social = z.infer<typeof socialSchema>;
