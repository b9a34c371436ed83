import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { postMetaDescription, postsWithPages } from '../lib/content/postPage.ts';
import { postDate } from '../lib/content/viewModels.ts';
import { allPosts, siteArea } from '../lib/siteContent.ts';

/** Readers poll often; the newest posts are what they need (every post stays in the sitemap). */
const FEED_ITEMS = 50;

export const GET: APIRoute = ({ site }) =>
  rss({
    title: `${siteArea('identity').name} — Blog`,
    description: siteArea('identity').description,
    site: site ?? 'http://localhost:4321',
    customData: '<language>es</language>',
    items: postsWithPages(allPosts())
      .pages.slice(0, FEED_ITEMS)
      .map((post) => ({
        title: post.title,
        link: `/blog/${encodeURIComponent(post.pageSlug)}`,
        pubDate: new Date(postDate(post)),
        description: postMetaDescription(post),
        content: post.html,
        categories: post.category ? [post.category, ...post.tags] : post.tags,
      })),
  });
