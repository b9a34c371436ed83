import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdownText.ts';

describe('markdownToPlainText', () => {
  it.each([
    ['headings and emphasis', '# Título\n\nTexto **fuerte** y *suave*.', 'Título Texto fuerte y suave.'],
    ['links keep their text', 'Lee [esto](https://example.org) hoy', 'Lee esto hoy'],
    ['images are dropped', 'Antes ![alt](https://x.org/i.png) después', 'Antes después'],
    ['raw HTML is dropped', 'Hola <script>alert(1)</script> mundo', 'Hola alert(1) mundo'],
    ['lists and quotes', '- uno\n- dos\n\n> cita', 'uno dos cita'],
    ['entities decoded', 'Fe &amp; obras', 'Fe & obras'],
    ['empty', '', ''],
    ['null', null, ''],
  ])('%s', (_, markdown, expected) => {
    expect(markdownToPlainText(markdown)).toBe(expected);
  });
});
