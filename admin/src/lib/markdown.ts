/**
 * The post preview renders with the site's own build-time renderer, so staff see exactly what visitors
 * will: raw HTML shown as text, only http(s)/mailto links, sanitized by rehype-sanitize. (A separate
 * marked + DOMPurify pipeline used to let <style> and <form> through, which could restyle the admin or
 * plant a fake sign-in form inside it.)
 */
export { renderMarkdown } from '#core/content/renderMarkdown.ts';
