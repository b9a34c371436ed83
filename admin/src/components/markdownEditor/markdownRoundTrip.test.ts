import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownBaseline } from './markdownBaseline.ts';
import { docFromMarkdown } from './markdownDoc.ts';
import { markdownFromDoc } from './markdownFromDoc.ts';

/** Every post body of the demo seeds ($md$…$md$ in seed.sql and seeds/demo.sql). */
const seededPosts = ['supabase/seed.sql', 'supabase/seeds/demo.sql'].flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\$md\$([\s\S]*?)\$md\$/g)].map((match) => match[1]!),
);

const written = (markdown: string) => markdownFromDoc(docFromMarkdown(markdown));

describe('the editor’s Markdown', () => {
  it('reads the demo posts', () => {
    expect(seededPosts.length).toBeGreaterThanOrEqual(15);
  });

  it.each(seededPosts.map((markdown) => [markdown.slice(0, 40), markdown]))(
    'writes the demo post %j back byte for byte',
    (_, markdown) => {
      expect(written(markdown)).toBe(markdown);
    },
  );

  it.each([
    ['headings', '# Uno\n\n## Dos\n\n### Tres'],
    ['emphasis', 'Texto con **negrita**, *cursiva*, ~~tachado~~ y `código`.'],
    ['nested emphasis', '**negrita y *cursiva* dentro**'],
    ['links with titles', 'Ver [el sitio](https://example.org "Sitio") y [la Biblia](/biblia).'],
    ['autolinks', 'Escribe a <hola@example.org> o visita <https://example.org/a_b>.'],
    ['images', '![Una cruz al atardecer](https://example.org/cruz.webp "Cruz")'],
    ['a linked image', '[![Portada](/p.webp)](https://example.org)'],
    ['hard breaks', 'Primera línea\\\nsegunda línea'],
    ['tight lists', '- uno\n- dos\n  - dos y medio\n- tres'],
    ['ordered lists from any number', '3. tres\n4. cuatro'],
    ['loose lists', '- uno\n\n  con dos párrafos\n\n- dos'],
    ['two lists in a row', '- a\n- b\n\n* c'],
    ['quotes with lists', '> Cita\n>\n> - con lista'],
    ['code blocks', '```js\nconst a = `x`;\n```'],
    ['rules', 'Antes\n\n---\n\nDespués'],
    [
      'escaped markup',
      '\\# no es título\n\n1\\. no es lista\n\n\\- tampoco\n\n\\*ni cursiva\\* ni \\_esto\\_ ni \\[esto\\]',
    ],
    ['entities as text', 'Escribe \\&amp; para un ampersand; 5 < 6 y 7 > 3'],
    ['numeric entities as text', 'El símbolo \\&#169; o \\&#xA9; se escribe así'],
    [
      'bare addresses as text',
      'La dirección https\\://example.org no es enlace, ni www\\.x.org ni a\\@b.org',
    ],
    ['a table kept as written', '| a | b |\n|---|---|\n| 1 | 2 |'],
    ['raw HTML kept as written', '<div>\nhola\n</div>'],
    ['a task list kept as written', '- [ ] pendiente\n- [x] hecha'],
  ])('writes %s back byte for byte', (_, markdown) => {
    expect(written(markdown)).toBe(markdown);
  });

  it.each([
    ['underscores for emphasis', '_cursiva_ y __negrita__', '*cursiva* y **negrita**'],
    ['other bullets', '* uno\n+ dos', '- uno\n\n* dos'],
    ['setext headings', 'Título\n======', '# Título'],
    ['soft line breaks', 'una\nlínea', 'una línea'],
    ['trailing-space breaks', 'una  \nlínea', 'una\\\nlínea'],
  ])('writes %s its own way, and keeps the text unchanged while nothing changes', (_, markdown, own) => {
    expect(written(markdown)).toBe(own);
    const baseline = markdownBaseline(markdown);
    expect(baseline.markdownOf(baseline.doc())).toBe(markdown);
    expect(docFromMarkdown(own)).toEqual(docFromMarkdown(markdown));
  });

  it('gives its own Markdown once the document really changed', () => {
    const baseline = markdownBaseline('_Hola_');
    const doc = baseline.doc();
    doc.content![0]!.content![0]!.text = 'Adiós';
    expect(baseline.markdownOf(doc)).toBe('*Adiós*');
  });

  it('keeps an empty text empty', () => {
    expect(written('')).toBe('');
    expect(docFromMarkdown('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });
});
