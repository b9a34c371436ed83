import { describe, expect, it } from 'vitest';
import { seriesSchema, speakerSchema } from './library.ts';

const series = {
  title: 'Romanos',
  slug: 'romanos',
  description: '',
  cover_image_url: '',
  is_published: true,
};
const speaker = { name: 'Ana Pérez', slug: 'ana-perez', bio: ' ', photo_url: '' };

describe('seriesSchema', () => {
  it('stores a blank description and cover as null', () => {
    expect(seriesSchema.parse(series)).toMatchObject({ description: null, cover_image_url: null });
  });

  it.each([
    [{ title: ' ' }, 'El título es obligatorio.'],
    [{ slug: '' }, 'El slug es obligatorio.'],
    [{ slug: 'Con Espacios' }, 'El slug es obligatorio.'],
    [{ cover_image_url: 'javascript:alert(1)' }, 'Introduce una URL válida.'],
  ])('refuses %j with %s', (change, message) => {
    expect(seriesSchema.safeParse({ ...series, ...change }).error?.issues[0]?.message).toBe(message);
  });
});

describe('speakerSchema', () => {
  it('stores a blank bio and photo as null', () => {
    expect(speakerSchema.parse(speaker)).toMatchObject({ bio: null, photo_url: null });
  });

  it.each([
    [{ name: '' }, 'El nombre es obligatorio.'],
    [{ bio: 'a'.repeat(2001) }, 'La biografía no puede superar los 2000 caracteres.'],
    [{ photo_url: 'ftp://x.org/a.jpg' }, 'Introduce una URL válida.'],
  ])('refuses %j with %s', (change, message) => {
    expect(speakerSchema.safeParse({ ...speaker, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
