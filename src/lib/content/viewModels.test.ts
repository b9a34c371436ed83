import { describe, expect, it } from 'vitest';
import { blankRow, type PublicPost, publicTestimonialSchema } from '#core/content/contentSchemas.ts';
import { loaded, postRow } from '../library/libraryFixtures.ts';
import {
  ANSWERED_PRAYERS_LIMIT,
  answeredPrayers,
  buildSiteContent,
  type Collections,
  TEACHINGS_PAGE_LIMIT,
  wallOrder,
} from './viewModels.ts';

const empty: Collections = loaded({});
const fixed = ['new1', 'new2', 'new3'].map((id) => ({
  id,
  name: id,
  country: null,
  testimonial_text: 'fijo',
  photo_url: null,
}));
const row = (id: string, published_at: string, extra: Partial<PublicPost> = {}) =>
  postRow(id, published_at, {
    title: `Título ${id}`,
    slug: id,
    content: `Contenido de **${id}**`,
    created_at: '2024-01-01T00:00:00Z',
    ...extra,
  });
const testimonial = (id: string, created_at: string) =>
  publicTestimonialSchema.parse({
    ...blankRow(publicTestimonialSchema),
    id,
    name: id,
    country: 'Chile',
    testimonial_text: 'texto',
    answers_prayer: false,
    created_at,
  });

describe('buildSiteContent', () => {
  it('falls back to three sample posts and nine sample teachings when nothing is published', () => {
    const content = buildSiteContent(empty, fixed);
    expect(content.posts).toHaveLength(3);
    expect(content.posts.every((post) => post.html.startsWith('<'))).toBe(true);
    expect(content.teachings).toHaveLength(9);
    expect(content.testimonials.map((t) => t.id)).toEqual(['new1', 'new2', 'new3']);
    expect(content.resources).toEqual([]);
  });

  it('uses real posts newest first and builds teachings from them only', () => {
    const content = buildSiteContent(
      { ...empty, posts: [row('viejo', '2025-01-01T00:00:00Z'), row('nuevo', '2025-05-01T00:00:00Z')] },
      fixed,
    );
    expect(content.posts.map((p) => p.id)).toEqual(['nuevo', 'viejo']);
    expect(content.teachings.map((t) => t.id)).toEqual(['article-nuevo', 'article-viejo']);
  });

  it('keeps the teachings page to the newest ones', () => {
    const posts = Array.from({ length: TEACHINGS_PAGE_LIMIT + 5 }, (_, i) =>
      row(`p${i}`, new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString()),
    );
    const content = buildSiteContent({ ...empty, posts }, fixed);
    expect(content.teachings).toHaveLength(TEACHINGS_PAGE_LIMIT);
    expect(content.teachings[0]?.id).toBe('article-p0');
    expect(content.posts).toHaveLength(TEACHINGS_PAGE_LIMIT + 5);
  });

  it.each([
    ['fixed first, then approved newest first, at most six', 5, ['new1', 'new2', 'new3', 't4', 't3', 't2']],
    ['fewer approved than room', 1, ['new1', 'new2', 'new3', 't0']],
  ])('testimonials: %s', (_, count, expected) => {
    const testimonials = Array.from({ length: count }, (_, i) =>
      testimonial(`t${i}`, `2025-01-0${i + 1}T00:00:00Z`),
    );
    expect(buildSiteContent({ ...empty, testimonials }, fixed).testimonials.map((t) => t.id)).toEqual(
      expected,
    );
  });

  it('never repeats a fixed testimonial', () => {
    const content = buildSiteContent(
      { ...empty, testimonials: [testimonial('new1', '2025-01-01T00:00:00Z')] },
      fixed,
    );
    expect(content.testimonials.map((t) => t.id)).toEqual(['new1', 'new2', 'new3']);
  });
});

describe('the prayer wall', () => {
  const prayer = (id: string, is_urgent: boolean, approved_at: string) => ({
    id,
    public_text: 'Oren por mí',
    display_name: null,
    category: null,
    is_urgent,
    approved_at,
    prayed_count: 0,
  });

  it('shows urgent requests first, then the most recently approved', () => {
    const wall = [
      prayer('old', false, '2025-01-01T00:00:00Z'),
      prayer('urgent-old', true, '2025-01-01T00:00:00Z'),
      prayer('new', false, '2025-02-01T00:00:00Z'),
      prayer('urgent-new', true, '2025-02-01T00:00:00Z'),
    ];
    expect(wallOrder(wall).map((p) => p.id)).toEqual(['urgent-new', 'urgent-old', 'new', 'old']);
  });

  it('lists the six newest testimonies of an answered prayer', () => {
    const testimonials = [
      ...Array.from({ length: ANSWERED_PRAYERS_LIMIT + 1 }, (_, i) => ({
        ...testimonial(`a${i}`, `2025-01-0${i + 1}T00:00:00Z`),
        answers_prayer: true,
      })),
      testimonial('plain', '2025-02-01T00:00:00Z'),
    ];
    const answered = answeredPrayers(testimonials);
    expect(answered.map((t) => t.id)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
    expect(buildSiteContent({ ...empty, testimonials }, fixed).answeredPrayers).toEqual(answered);
  });
});
