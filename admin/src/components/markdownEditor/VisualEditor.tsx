import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { EditorToolbar } from './EditorToolbar.tsx';
import { editorExtensions } from './editorExtensions.ts';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { markdownBaseline } from './markdownBaseline.ts';
import './visualEditor.css';

export interface VisualEditorProps {
  id: string;
  labelId: string;
  hintId: string;
  minRows: number;
  value: string;
  onChange(markdown: string): void;
  onNotice(message: string): void;
}

/**
 * The post's body edited as it will look (Tiptap on ProseMirror), stored as Markdown. It starts from the
 * Markdown it is given and hands back, on every change, the Markdown of what is on screen; while that is
 * still what it was opened with, the very same text (markdownBaseline). Loaded only by the editor screens.
 */
export default function VisualEditor({
  id,
  labelId,
  hintId,
  minRows,
  value,
  onChange,
  onNotice,
}: VisualEditorProps) {
  // The Markdown this editor was opened with; later values are its own changes coming back.
  const [baseline] = useState(() => markdownBaseline(value));
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const handlers = useRef({ onChange, onNotice });
  handlers.current = { onChange, onNotice };
  const emitted = useRef(value);

  const editor = useEditor({
    extensions: editorExtensions({
      onNotice: (message) => handlers.current.onNotice(message),
      onLink: () => setDialog('link'),
    }),
    content: baseline.doc(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        class: 'visual-editor',
        style: `min-height: ${minRows * 1.75}rem`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const markdown = baseline.markdownOf(current.getJSON());
      if (markdown === emitted.current) return;
      emitted.current = markdown;
      handlers.current.onChange(markdown);
    },
  });

  // A dialog that did its work gives the focus back to the text, once it is gone: the dialog itself hands it
  // to the toolbar button that opened it (right when cancelled), after it unmounts.
  const backToText = useRef(false);
  useEffect(() => {
    if (dialog || !backToText.current) return;
    backToText.current = false;
    const frame = requestAnimationFrame(() => editor.commands.focus());
    return () => cancelAnimationFrame(frame);
  }, [dialog, editor]);
  const dialogProps = {
    editor,
    onClose: () => setDialog(null),
    onDone: () => {
      backToText.current = true;
      setDialog(null);
    },
  };

  return (
    <div>
      <EditorToolbar editor={editor} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
      <EditorContent editor={editor} />
      {dialog === 'link' && <LinkDialog {...dialogProps} />}
      {dialog === 'image' && <ImageDialog {...dialogProps} />}
    </div>
  );
}
