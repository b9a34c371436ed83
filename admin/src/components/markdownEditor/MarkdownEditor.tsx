import { lazy, Suspense, useState } from 'react';
import { renderPostBody } from '#core/content/renderPostBody.ts';
import { adminMessages } from '../../lib/messages.ts';

const copy = adminMessages.editor;

// Tiptap and ProseMirror load with the first editor shown, never with the panel.
const VisualEditor = lazy(() => import('./VisualEditor.tsx'));

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  rows: number;
}

/**
 * A post's body: written in the visual editor (a Spanish toolbar, pictures uploaded with their
 * description, clean pastes), or as Markdown by hand with «Markdown», and seen with «Vista previa» as the
 * site will render it, Bible references linked. Whatever the way, what is stored is Markdown.
 */
export function MarkdownEditor({ id, value, onChange, rows }: Props) {
  const [byHand, setByHand] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [notice, setNotice] = useState('');
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {byHand ? (
          <label id={labelId} htmlFor={id} className="label">
            {copy.markdownLabel}
          </label>
        ) : (
          <span id={labelId} className="label">
            {copy.label}
          </span>
        )}
        <div className="flex gap-4">
          <button
            type="button"
            className="rounded px-1.5 py-0.5 text-sm font-semibold text-navy-700 underline aria-pressed:bg-navy-800 aria-pressed:text-white aria-pressed:no-underline"
            aria-pressed={byHand}
            title={copy.modes.markdownHint}
            onClick={() => {
              setByHand((shown) => !shown);
              setPreviewing(false);
            }}
          >
            {copy.modes.markdown}
          </button>
          <button
            type="button"
            className="rounded px-1.5 py-0.5 text-sm font-semibold text-navy-700 underline aria-pressed:bg-navy-800 aria-pressed:text-white aria-pressed:no-underline"
            aria-pressed={previewing}
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {previewing ? copy.modes.edit : copy.modes.preview}
          </button>
        </div>
      </div>
      {previewing && (
        <section
          aria-label={copy.previewLabel}
          className="prose mt-1 min-h-64 rounded-md border border-cream-300 bg-cream-50 p-3"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's renderer escapes raw HTML and sanitizes the tree.
          dangerouslySetInnerHTML={{ __html: renderPostBody(value) }}
        />
      )}
      {byHand ? (
        <textarea
          id={id}
          hidden={previewing}
          className="field font-mono text-sm"
          rows={rows}
          aria-describedby={hintId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        // Kept while previewing, so the undo history survives a look at the preview.
        <div className="mt-1" hidden={previewing}>
          <Suspense
            fallback={
              <p className="field text-ink-700" style={{ minHeight: `${rows * 1.75 + 3}rem` }}>
                {copy.loading}
              </p>
            }
          >
            <VisualEditor
              id={id}
              labelId={labelId}
              hintId={hintId}
              minRows={rows}
              value={value}
              onChange={onChange}
              onNotice={setNotice}
            />
          </Suspense>
        </div>
      )}
      <p id={hintId} className="mt-1 text-sm text-ink-700">
        {copy.hint}
      </p>
      <p role="status" className="text-sm font-semibold text-clay-700">
        {notice}
      </p>
    </div>
  );
}
