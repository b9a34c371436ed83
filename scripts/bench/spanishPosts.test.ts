import { describe, expect, it } from 'vitest';
import { generatedPost, seededRandom } from './spanishPosts.ts';

const posts = Array.from({ length: 1000 }, (_, i) => generatedPost(i + 1));
const text = (post: ReturnType<typeof generatedPost>) =>
  `${post.title} ${post.description} ${post.content}`.toLowerCase();
/** The share of the 1,000 posts whose text has `word` as a whole word. */
const share = (word: string) =>
  posts.filter((post) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text(post))).length /
  posts.length;

describe('generatedPost', () => {
  it('is the same text for the same number on every run, and another for another number', () => {
    expect(generatedPost(42)).toEqual(generatedPost(42));
    expect(generatedPost(42).content).not.toEqual(generatedPost(43).content);
    expect(new Set(posts.map((post) => post.content)).size).toBe(posts.length);
  });

  it('is about 2 KB of Markdown with headings, a list, a quote and a link', () => {
    for (const post of posts) {
      expect(post.content.length).toBeGreaterThan(1200);
      expect(post.content.length).toBeLessThan(3000);
      expect(post.content).toMatch(/^## .+\n[\s\S]*^- .+\n[\s\S]*^> «[\s\S]*^### /m);
      expect(post.content).toContain('](https://example.org/blog)');
    }
  });

  it.each([
    // word, least and most share of posts: a theme in some posts, the commonest words in nearly all
    ['familia', 0.1, 0.4],
    ['perdón', 0.1, 0.4],
    ['reino', 0.1, 0.4],
    ['gracia', 0.2, 0.6],
    ['dios', 0.9, 1],
  ])('«%s» is in between %d and %d of the posts', (word, least, most) => {
    expect(share(word)).toBeGreaterThanOrEqual(least);
    expect(share(word)).toBeLessThanOrEqual(most);
  });

  it('contracts «de el» and «a el» as Spanish does (and leaves «profecía el» alone)', () => {
    for (const post of posts) expect(text(post)).not.toMatch(/(?<!\p{L})(de|a) el(?!\p{L})/u);
  });
});

describe('seededRandom', () => {
  it('gives numbers in [0, 1), the same sequence for the same seed', () => {
    const numbers = Array.from({ length: 1000 }, seededRandom(7));
    expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(Array.from({ length: 1000 }, seededRandom(7))).toEqual(numbers);
    expect(Array.from({ length: 1000 }, seededRandom(8))).not.toEqual(numbers);
  });
});
