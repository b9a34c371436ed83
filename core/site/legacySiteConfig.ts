import { type SiteConfig, siteConfigSchema } from '../siteConfigSchema.ts';
import type { SiteContent } from './areas.ts';
import { phoneDigits } from './fields.ts';
import { WEEKDAYS } from './schedule.ts';

/** Settings that are the deployment's, not the ministry's words: they stay in code. */
export const deployConfig = {
  // Off in the demo: the demo admin signs in with a password. Turn it on once every admin has enrolled.
  staffSecurity: { adminsRequireTwoFactor: false },
  stripeScriptUrl: 'https://js.stripe.com/v3/buy-button.js',
} as const;

const twelveHour = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${((hours! + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours! < 12 ? 'AM' : 'PM'}`;
};

/**
 * Transitional: the shape pages read before site content moved to the database (core/siteConfigSchema.ts),
 * built from the areas, so a page not yet moved to the areas still shows what staff published. Removed
 * once no page reads it.
 */
export function legacySiteConfig(content: SiteContent): SiteConfig {
  const { identity, contact, social, giving, schedule, home, about } = content;
  return siteConfigSchema.parse({
    name: identity.name,
    tagline: identity.tagline,
    description: identity.description,
    timeZone: identity.timeZone,
    logo: identity.logo,
    ogImage: identity.ogImage,
    contact: {
      email: contact.email,
      phone: contact.phone,
      phoneHref: `tel:+${phoneDigits(contact.phone)}`,
      address: contact.address,
      mapEmbedUrl: contact.mapEmbedUrl,
      mapTitle: contact.mapTitle,
      mapLinkUrl: contact.mapLinkUrl,
    },
    serviceSchedule: schedule.services.map((service) => ({
      name: service.name,
      day: WEEKDAYS[service.weekday],
      time: `${twelveHour(service.start)} - ${twelveHour(service.end)}`,
    })),
    liveStream: social.liveStream,
    social: { videoChannel: social.videoChannel, photoProfile: social.photoProfile },
    socialVideos: social.socialVideos,
    socialPosts: social.socialPosts,
    aiAssistant: social.aiAssistant,
    staffSecurity: deployConfig.staffSecurity,
    prayerWall: { wallDays: identity.prayerWallDays },
    podcast: social.podcast,
    donations: {
      stripeScriptUrl: deployConfig.stripeScriptUrl,
      funds: giving.funds.map(({ stripePaymentLinkId, ...fund }) =>
        stripePaymentLinkId ? { ...fund, stripePaymentLinkId } : fund,
      ),
      issuer: giving.issuer,
      stripePublishableKey: giving.stripePublishableKey,
      title: giving.title,
      intro: giving.intro,
      impact: giving.impact,
      otherWays: giving.otherWays,
      loadingLabel: giving.loadingLabel,
    },
    fixedTestimonials: home.fixedTestimonials.map((testimonial) => ({
      ...testimonial,
      country: testimonial.country || null,
    })),
    about,
  });
}
