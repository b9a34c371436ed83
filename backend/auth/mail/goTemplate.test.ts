import { describe, expect, it } from 'vitest';
import { compileTemplate, TemplateSyntaxError } from './goTemplate.ts';

const DATA = {
  SiteURL: 'http://127.0.0.1:4321',
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=invite&redirect_to=http://x/admin',
  Email: 'ana@example.org',
  Token: '123456',
  Data: { name: 'Ana <b>', role: 'editor' },
};

describe('compileTemplate', () => {
  it.each([
    ['Hola {{ .Email }}', 'Hola ana@example.org'],
    ['{{.Token}}', '123456'],
    [
      '<a href="{{ .ConfirmationURL }}">x</a>',
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=invite&amp;redirect_to=http://x/admin">x</a>',
    ],
    ['{{ .Data.name }}', 'Ana &lt;b&gt;'],
    ['[{{ .Data.missing }}]', '[]'],
    ['{{ if .Data.name }}Hola {{ .Data.name }}{{ else }}Hola{{ end }}', 'Hola Ana &lt;b&gt;'],
    ['{{ if .Data.missing }}sí{{ else }}no{{ end }}', 'no'],
    ['{{ if .Token }}{{ if .Data.role }}{{ .Data.role }}{{ end }}{{ end }}', 'editor'],
    ['a + b', 'a + b'],
    [
      '<!doctype html><!-- no editar -->\n<p>{{ .Token }}</p><!--\notro\n-->',
      '<!doctype html>\n<p>123456</p>',
    ],
  ])('%s → %s', (source, expected) => {
    expect(compileTemplate(source)(DATA)).toBe(expected);
  });

  it.each([
    '{{ .Email | upper }}',
    '{{ range .Data }}x{{ end }}',
    '{{ template "x" }}',
    '{{ if .Token }}abierto',
    '{{ end }}',
    '{{ else }}',
    '{{ if .A }}{{ else }}{{ else }}{{ end }}',
    '<!-- {{ .Email }} -->',
  ])('refuses %s', (source) => {
    expect(() => compileTemplate(source)).toThrow(TemplateSyntaxError);
  });
});
