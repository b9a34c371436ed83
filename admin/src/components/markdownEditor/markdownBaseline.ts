import { type DocNode, docFromMarkdown } from './markdownDoc.ts';
import { markdownFromDoc } from './markdownFromDoc.ts';

/**
 * The Markdown a post was opened with, and what the editor hands back for a document: that same text,
 * byte for byte, while the document is still what it was (opened and saved, or changed and undone), and
 * the editor's own Markdown once something really changed. Markdown says one thing in many ways (`*` or
 * `_`, `-` or `*` bullets, blank lines): only the editor's canonical writing of both documents is compared.
 */
export function markdownBaseline(original: string) {
  const canonical = markdownFromDoc(docFromMarkdown(original));
  return {
    doc: () => docFromMarkdown(original),
    markdownOf(doc: DocNode): string {
      const written = markdownFromDoc(doc);
      return written === canonical ? original : written;
    },
  };
}
