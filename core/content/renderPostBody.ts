import { renderMarkdown } from './renderMarkdown.ts';

/**
 * A post's body as the site shows it: its Markdown with every Bible reference written in the text linked
 * to the book's page, /biblia/{book} (the post page sends books without a page to /biblia instead).
 */
export const renderPostBody = (markdown: string): string =>
  renderMarkdown(markdown, { scriptureHref: ({ book }) => `/biblia/${book}` });
