import type { Database } from '@palabra-viva/local-supabase';
import { generatedPost } from './spanishPosts.ts';

const BATCH = 1000;

/**
 * Inserts `count` published posts (scripts/bench/spanishPosts.ts: varied Spanish text, the same on every
 * run) straight into the database as the superuser (a benchmark fixture, not an API call), dated one
 * minute apart so they sort like a real archive.
 */
export async function insertGeneratedPosts(db: Database, count: number): Promise<void> {
  for (let first = 1; first <= count; first += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - first + 1) }, (_, i) => first + i);
    const posts = numbers.map(generatedPost);
    await db.query(
      `insert into public.posts (title, slug, content, description, category, tags, is_published, published_at, created_at)
       select post.title, 'entrada-generada-' || post.n, post.content, post.description, post.category,
              array['prueba', 'rendimiento'], true, now() - make_interval(mins => post.n), now() - make_interval(mins => post.n)
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
            as post(n, title, content, description, category)`,
      [
        numbers,
        posts.map((post) => post.title),
        posts.map((post) => post.content),
        posts.map((post) => post.description),
        posts.map((post) => post.category),
      ],
    );
  }
}
