import { z } from 'zod';

/**
 * Shape of everything ministry-specific. `siteConfig.ts` is parsed with this schema when the site builds,
 * so a ministry adapting the product gets a precise error instead of a half-broken page.
 */

const text = z.string().trim().min(1);
const link = z.object({ label: text, url: z.httpUrl() });
/** Site-relative path such as /logo.svg (files live in public/). */
const publicPath = z.string().regex(/^\/[^\s]*$/, 'Debe ser una ruta que empiece por /');
const image = z.object({
  src: publicPath,
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const serviceScheduleEntrySchema = z.object({ name: text, day: text, time: text });

export const testimonialSchema = z.object({
  id: text,
  name: z.string().nullable(),
  country: z.string().nullable(),
  testimonial_text: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** Approved answers to a prayer (issue 17) carry the badge «Oración contestada». */
  answers_prayer: z.boolean().optional(),
});

const sectionCopy = z.object({ title: text, text1: text, text2: text });

export const aboutSchema = z.object({
  header: z.object({ title: text, subtitle: text }),
  founder: z.object({ name: text, title: text, bio: z.array(text).min(1), image }),
  missionVision: z.object({ mainTitle: text, subtitle: text, mission: sectionCopy, vision: sectionCopy }),
  values: z.array(z.object({ icon: z.string(), title: text, description: text })),
  timeline: z.array(z.object({ year: text, title: text, description: text })),
});

export const siteConfigSchema = z.object({
  name: text,
  tagline: text,
  /** Default meta description, also used by the home page. */
  description: text.max(160),
  /** IANA zone used to show timestamps (dates without a time are shown as written). */
  timeZone: text,
  logo: image,
  ogImage: image,
  contact: z.object({
    email: z.email(),
    phone: text,
    /** tel: link target, digits only with an optional leading +. */
    phoneHref: z.string().regex(/^tel:\+?\d+$/),
    address: z.array(text).min(1),
    mapEmbedUrl: z.httpUrl(),
    mapTitle: text,
    mapLinkUrl: z.httpUrl(),
  }),
  serviceSchedule: z.array(serviceScheduleEntrySchema).min(1),
  /** /en-vivo plays the channel's live stream (its id, UC…, from YouTube Studio → Customization). */
  liveStream: z.object({
    youtubeChannelId: z.string().regex(/^UC[\w-]+$/, 'Debe ser el id de un canal (UC…)'),
  }),
  social: z.object({
    videoChannel: link.extend({ handle: text }),
    photoProfile: link.extend({ handle: text }),
  }),
  /** Fixed cards of the home social section; each opens in a new tab. */
  socialVideos: z.array(link.extend({ duration: text })).length(3),
  socialPosts: z.array(link.extend({ caption: text })).length(3),
  aiAssistant: z.object({ name: text, url: z.httpUrl(), description: text }),
  /** The teaching podcast (/podcast.xml and one feed per series and speaker). */
  podcast: z.object({
    title: text,
    description: text,
    /** Apple's category: https://podcasters.apple.com/support/1691-apple-podcasts-categories */
    category: text,
    /** The show's page once the main feed is listed in Spotify (Spotify cannot add a feed by its URL). */
    spotifyShowUrl: z.httpUrl(),
  }),
  donations: z.object({
    stripeScriptUrl: z.httpUrl(),
    /**
     * Funds a gift can be designated to; the first is the default (a gift whose checkout names no fund).
     * Each has its own Stripe buy button; the webhook reads the fund from the checkout's metadata `fund`
     * (set it on the buy button's payment link) or recognises the payment link's id.
     */
    funds: z
      .array(
        z.object({
          id: text.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Usa minúsculas, cifras y guiones (p. ej. misiones)'),
          name: text,
          stripeBuyButtonId: text,
          /** plink_… of the buy button's payment link, when its metadata carries no `fund`. */
          stripePaymentLinkId: text.optional(),
        }),
      )
      .min(1),
    /** Who issues receipts and year-end statements (the ministry's legal identity). */
    issuer: z.object({ legalName: text, taxId: text, address: z.array(text).min(1) }),
    stripePublishableKey: text.regex(/^pk_(test|live)_/, 'Debe ser una clave publicable de Stripe (pk_…)'),
    title: text,
    intro: text,
    impact: z.array(z.object({ title: text, description: text })).min(1),
    otherWays: z.array(text),
    loadingLabel: text,
  }),
  /**
   * Staff sign-in rules. adminsRequireTwoFactor: admins read and change nothing until they sign in with a
   * second factor (TOTP). Enforced by Postgres (public.security_settings, written from this value when
   * `npm start` starts and on every production deploy), so no browser can skip it.
   */
  staffSecurity: z.object({ adminsRequireTwoFactor: z.boolean() }),
  /**
   * Days an approved prayer request stays on /oracion: the consent text says it, and SQL applies it on
   * approval (written to public.prayer_wall_settings like staffSecurity). 1–365, as the table checks.
   */
  prayerWall: z.object({ wallDays: z.number().int().min(1).max(365) }),
  /** Shown first in the testimonials carousel, before approved ones from the database. */
  fixedTestimonials: z.array(testimonialSchema),
  about: aboutSchema,
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type ServiceScheduleEntry = z.infer<typeof serviceScheduleEntrySchema>;
export type TestimonialItem = z.infer<typeof testimonialSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
