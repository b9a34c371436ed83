import { describe, expect, it } from 'vitest';
import { postPath, postSlug } from './postSlug.ts';

describe('postSlug', () => {
  it.each([
    ['uses the saved slug', { slug: 'fe-viva', title: 'Otra Cosa' }, 'fe-viva'],
    ['trims the saved slug', { slug: '  fe-viva ', title: 'x' }, 'fe-viva'],
    ['falls back to the title when the slug is null', { slug: null, title: 'La Fe Viva' }, 'la-fe-viva'],
    ['falls back when the slug is blank', { slug: '   ', title: 'Orar' }, 'orar'],
    ['falls back when the slug is missing', { title: 'Dos  Espacios' }, 'dos-espacios'],
    ['keeps accents of the title', { slug: '', title: 'Oración Diaria' }, 'oración-diaria'],
  ])('%s', (_name, post, expected) => {
    expect(postSlug(post)).toBe(expected);
  });
});

describe('postPath', () => {
  it.each([
    [{ slug: 'fe-viva', title: 'x' }, '/blog/fe-viva'],
    [{ slug: null, title: 'Oración Diaria' }, '/blog/oraci%C3%B3n-diaria'],
    [{ slug: null, title: '¿Quién es Dios?' }, '/blog/%C2%BFqui%C3%A9n-es-dios%3F'],
  ])('links %o to %s', (post, expected) => {
    expect(postPath(post)).toBe(expected);
  });
});
