import { describe, expect, it } from 'vitest';
import { TEACHING_CATEGORIES } from '#core/content/teachingOptions.ts';
import { ILLUSTRATIONS } from '../../scripts/demo/art/illustrations.ts';
import { BLOG_SECTIONS } from '../../src/lib/blogSections.ts';

// Here, not beside the generator: it holds the demo's art (scripts/) against the site's sections (src/),
// and only tests/ may read both.
const ascii = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const names = ILLUSTRATIONS.map((illustration) => illustration.name);

describe('the demo illustrations', () => {
  it('cover every teaching topic of docs/spec.md §9 and every blog section that lists tagged posts', () => {
    const topics = TEACHING_CATEGORIES.filter((topic) => topic.value !== 'all').map((t) => ascii(t.value));
    const sections = BLOG_SECTIONS.filter((section) => section.tag).map((section) => section.slug);
    expect(new Set(names)).toEqual(new Set([...topics, ...sections]));
  });
});
