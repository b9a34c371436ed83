import type { Queryable } from '@palabra-viva/local-supabase';
import type { SiteContent } from '#core/site/areas.ts';
import { siteDefaults } from '#core/siteConfig.ts';

/**
 * The typed defaults as a ministry has them once it finished its setup: Stripe's ids, the live channel and
 * the Spotify show instead of the template's REEMPLAZAR values, which a build hides (core/site/placeholders.ts).
 * Builds that test the Stripe button, the live player or the Spotify link publish these (test values, not
 * real accounts: Stripe's and YouTube's hosts never resolve in the tests).
 */
export const configuredSite: Pick<SiteContent, 'giving' | 'social'> = {
  giving: {
    ...siteDefaults.giving,
    stripePublishableKey: 'pk_test_51Configurado',
    funds: siteDefaults.giving.funds.map((fund) => ({ ...fund, stripeBuyButtonId: `buy_btn_1${fund.id}` })),
  },
  social: {
    ...siteDefaults.social,
    liveStream: { youtubeChannelId: 'UCconfiguradoPV01' },
    podcast: { ...siteDefaults.social.podcast, spotifyShowUrl: 'https://open.spotify.com/show/0PalabraViva' },
  },
};

/** Publishes configuredSite's areas, as the database owner (before a build). */
export async function publishConfiguredSite(db: Queryable): Promise<void> {
  for (const [area, content] of Object.entries(configuredSite))
    await db.query(
      `insert into public.site_content (area, content, version) values ($1, $2::jsonb, 1)
       on conflict (area) do update set content = excluded.content, version = public.site_content.version + 1`,
      [area, JSON.stringify(content)],
    );
}
