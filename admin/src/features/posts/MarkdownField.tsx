import { useState } from 'react';
import { renderMarkdown } from '../../lib/markdown.ts';

/** Markdown content (15 rows) with a sanitized preview tab. */
export function MarkdownField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const [preview, setPreview] = useState(false);
  return (
    <div>
      <div className="flex items-center justify-between">
        <label htmlFor="post-content" className="label">
          Contenido (Markdown)
        </label>
        <button
          type="button"
          className="text-sm font-semibold text-navy-700 underline"
          aria-pressed={preview}
          onClick={() => setPreview((shown) => !shown)}
        >
          {preview ? 'Editar' : 'Vista previa'}
        </button>
      </div>
      {preview ? (
        <div
          className="prose mt-1 min-h-64 rounded-md border border-cream-300 bg-cream-50 p-3"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site renderer escapes raw HTML and sanitizes the tree.
          dangerouslySetInnerHTML={{ __html: renderMarkdown(value) }}
        />
      ) : (
        <textarea
          id="post-content"
          className="field font-mono text-sm"
          rows={15}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
