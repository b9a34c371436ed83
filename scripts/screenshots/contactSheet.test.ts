import { describe, expect, it } from 'vitest';
import { contactSheet } from './contactSheet.ts';

describe('contactSheet', () => {
  it('puts each screen on one row with its widths in order, escaping names', () => {
    const html = contactSheet(
      [
        { group: 'sitio', label: '/blog', width: 1280, file: 'blog-1280.png' },
        { group: 'sitio', label: '/blog', width: 360, file: 'blog-360.png' },
        { group: 'panel', label: '<x>', width: 360, file: 'x-360.png' },
      ],
      [360, 1280],
    );
    expect(html).toContain('2 pantallas');
    expect(html.indexOf('blog-360.png')).toBeLessThan(html.indexOf('blog-1280.png'));
    expect(html).toContain('panel · &lt;x&gt;');
    expect(html).not.toContain('<x>');
  });
});
