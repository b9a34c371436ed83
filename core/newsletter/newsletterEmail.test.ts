import { describe, expect, it } from 'vitest';
import { newsletterBodyHtml, newsletterEmailHtml } from './newsletterEmail.ts';

const page = 'https://palabraviva.example/baja?token=abc.def';

describe('newsletter email', () => {
  it('renders the Markdown body and the unsubscribe link', () => {
    const html = newsletterEmailHtml(
      { subject: 'Reflexión semanal', markdown: '# Hola\n\n**Fe** y [gracia](https://example.org)' },
      page,
      'Palabra Viva',
    );
    expect(html).toContain('<strong>Fe</strong>');
    expect(html).toContain('te suscribiste a las reflexiones de Palabra Viva.');
    expect(html).toMatch(/<h2 style="[^"]+">Hola<\/h2>/);
    expect(html).toMatch(/<a style="[^"]*text-decoration:underline;" href="https:\/\/example.org"/);
    expect(html).toContain(`href="${page}"`);
    expect(html).toContain('Darte de baja');
    expect(html).toMatch(/^<!doctype html>/);
  });

  it.each([
    ['raw HTML in the body', { subject: 'Asunto', markdown: '<script>alert(1)</script>' }, '<script>'],
    ['markup in the subject', { subject: '<img src=x onerror=alert(1)>', markdown: 'Hola' }, '<img src=x'],
    [
      'a javascript: link',
      { subject: 'Asunto', markdown: '[clic](javascript:alert(1))' },
      'href="javascript:',
    ],
  ])('never lets %s become markup', (_name, issue, forbidden) => {
    expect(newsletterBodyHtml(issue, page, 'Palabra Viva')).not.toContain(forbidden);
  });

  it('escapes the unsubscribe URL inside its attribute', () => {
    expect(
      newsletterBodyHtml({ subject: 'A', markdown: 'B' }, 'https://x.example/baja?a=1&b="2"', 'Palabra Viva'),
    ).toContain('href="https://x.example/baja?a=1&amp;b=&quot;2&quot;"');
  });
});
