import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../lib/messages.ts';
import { linkProblem } from './linkAddress.ts';

const editorCopy = adminMessages.editor;

describe('linkProblem', () => {
  it.each([
    'https://example.org',
    'http://example.org/a?b=1',
    ' https://x.org/ruta ',
    'mailto:hola@example.org',
    '/eventos',
  ])('accepts %j', (href) => {
    expect(linkProblem(href)).toBeNull();
  });

  it.each([
    '',
    'example.org',
    'javascript:alert(1)',
    'ftp://x.org',
    'https://',
    'https://x.org/a b',
    'mailto:nadie',
    'data:text/html,x',
  ])('refuses %j in Spanish', (href) => {
    expect(linkProblem(href)).toBe(editorCopy.link.invalidUrl);
  });
});
