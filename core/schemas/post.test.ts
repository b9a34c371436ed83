import { describe, expect, it } from 'vitest';
import { postSchema } from './post.ts';

const valid = {
  title: ' Hola ',
  slug: 'hola',
  content: '# Hola',
  description: '',
  meta_description: '',
  featured_image_url: '',
  category: 'general',
  tags: [],
  is_published: false,
  published_at: null,
};

describe('postSchema', () => {
  it('trims and turns empty optional text into null', () => {
    expect(postSchema.parse(valid)).toMatchObject({
      title: 'Hola',
      description: null,
      meta_description: null,
      featured_image_url: null,
    });
  });

  it.each([
    [{ title: '  ' }, 'El título es obligatorio.'],
    [{ slug: '' }, 'El slug es obligatorio.'],
    [{ meta_description: 'x'.repeat(161) }, 'La meta descripción no puede superar los 160 caracteres.'],
  ])('rejects %j with %s', (change, message) => {
    const result = postSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a meta description of exactly 160 characters', () => {
    expect(postSchema.safeParse({ ...valid, meta_description: 'x'.repeat(160) }).success).toBe(true);
  });
});
