import { useState } from 'react';
import { adminMessages } from '../../lib/messages.ts';
import { TextInput } from '../FormField.tsx';
import { EditorDialog, type EditorDialogProps } from './EditorDialog.tsx';
import { linkProblem } from './linkAddress.ts';

const copy = adminMessages.editor.link;

/**
 * The address of a link: on the selected words, on the link under the cursor (which it can also remove),
 * or, with nothing selected, on a text written here. A refused address says why beside the field.
 */
export function LinkDialog({ editor, onClose, onDone }: EditorDialogProps) {
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
      <TextInput
        id="editor-link-url"
        label={copy.url}
        hint={copy.urlHint}
        error={problems.href}
        type="url"
        inputMode="url"
        value={href}
        onChange={setHref}
      />
      {needsText && (
        <TextInput
          id="editor-link-text"
          label={copy.text}
          error={problems.text}
          value={text}
          onChange={setText}
        />
      )}
    </EditorDialog>
  );
}
