import { useState } from 'react';
import { renderMarkdown } from '../lib/markdown.ts';
import { adminMessages } from '../lib/messages.ts';

interface Preview {
  /** The preview's HTML for the Markdown typed; both renderers escape raw HTML and sanitize the tree. */
  html(markdown: string): string;
  /** The preview region's name. */
  label: string;
  className: string;
}

/** A post's body as the site shows it. */
const sitePreview: Preview = {
  html: renderMarkdown,
  label: adminMessages.common.actions.preview,
  className: 'prose mt-1 min-h-64 rounded-md border border-cream-300 bg-cream-50 p-3',
};

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  hint?: string;
  preview?: Preview;
}

/** «Contenido (Markdown)» with a «Vista previa» switch that shows it rendered (as on the site by default). */
export function MarkdownField({ id, value, onChange, rows, hint, preview = sitePreview }: Props) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="label">
          {adminMessages.common.fields.content}
        </label>
        <button
          type="button"
          className="text-sm font-semibold text-navy-700 underline"
          aria-pressed={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {previewing ? adminMessages.common.actions.edit : adminMessages.common.actions.preview}
        </button>
      </div>
      {previewing ? (
        <section
          aria-label={preview.label}
          className={preview.className}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderers escape raw HTML and sanitize the tree.
          dangerouslySetInnerHTML={{ __html: preview.html(value) }}
        />
      ) : (
        <>
          <textarea
            id={id}
            className="field font-mono text-sm"
            rows={rows}
            aria-describedby={hint ? `${id}-hint` : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {hint && (
            <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
              {hint}
            </p>
          )}
        </>
      )}
    </div>
  );
}
