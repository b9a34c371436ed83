import { describe, expect, it } from 'vitest';
import { withName, withTypedSlug } from './sluggedForm.ts';

const fresh = { title: '', slug: '', slugEdited: false };

describe('withName', () => {
  it.each([
    [fresh, 'Cartas de Pablo', 'cartas-de-pablo'],
    [{ ...fresh, slug: 'mi-serie', slugEdited: true }, 'Otra cosa', 'mi-serie'],
  ])('%j + %s → slug %s', (form, title, slug) => {
    expect(withName(form, 'title', title)).toMatchObject({ title, slug });
  });
});

describe('withTypedSlug', () => {
  it('normalises what is typed and stops following the title', () => {
    expect(withTypedSlug(fresh, 'Oración ')).toEqual({ title: '', slug: 'oracion-', slugEdited: true });
  });
});
