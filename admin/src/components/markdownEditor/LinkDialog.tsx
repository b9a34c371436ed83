import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { adminMessages } from '../../lib/messages.ts';
import { FieldRefusal } from '../FieldRefusal.tsx';
import { EditorDialog } from './EditorDialog.tsx';
import { linkProblem } from './linkAddress.ts';

const editorCopy = adminMessages.editor;

const copy = editorCopy.link;

/**
 * The address of a link: on the selected words, on the link under the cursor (which it can also remove),
 * or, with nothing selected, on a text written here. A refused address says why beside the field.
 */
interface Props {
  editor: Editor;
  onClose(): void;
  /** Closes after the link was applied or removed (the text gets the focus back). */
  onDone(): void;
}

export function LinkDialog({ editor, onClose, onDone }: Props) {
  const current = editor.getAttributes('link').href as string | undefined;
  const needsText = editor.state.selection.empty && !current;
  const [href, setHref] = useState(current ?? '');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ href?: string; text?: string }>({});

  function apply() {
    const address = href.trim();
    const found = {
      href: linkProblem(address) ?? undefined,
      text: needsText && !text.trim() ? copy.missingText : undefined,
    };
    setProblems(found);
    if (found.href || found.text) return;
    const chain = editor.chain().focus();
    if (needsText) {
      chain
        .insertContent({
          type: 'text',
          text: text.trim(),
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else chain.extendMarkRange('link').setLink({ href: address }).run();
    onDone();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  }

  return (
    <EditorDialog
      title={copy.title}
      submitLabel={copy.submit}
      cancelLabel={copy.cancel}
      onSubmit={apply}
      onClose={onClose}
      extra={
        current && (
          <button type="button" className="btn-secondary" onClick={remove}>
            {copy.remove}
          </button>
        )
      }
    >
      <div>
        <label htmlFor="editor-link-url" className="label">
          {copy.url}
        </label>
        <input
          id="editor-link-url"
          type="url"
          inputMode="url"
          className="field"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={Boolean(problems.href) || undefined}
          aria-describedby={
            problems.href ? 'editor-link-url-hint editor-link-url-error' : 'editor-link-url-hint'
          }
        />
        <p id="editor-link-url-hint" className="mt-1 text-sm text-ink-700">
          {copy.urlHint}
        </p>
        <FieldRefusal id="editor-link-url-error" message={problems.href ?? ''} />
      </div>
      {needsText && (
        <div>
          <label htmlFor="editor-link-text" className="label">
            {copy.text}
          </label>
          <input
            id="editor-link-text"
            className="field"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(problems.text) || undefined}
            aria-describedby={problems.text ? 'editor-link-text-error' : undefined}
          />
          <FieldRefusal id="editor-link-text-error" message={problems.text ?? ''} />
        </div>
      )}
    </EditorDialog>
  );
}
