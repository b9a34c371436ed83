import type { Editor } from '@tiptap/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogForm } from '../DialogForm.tsx';

/** What the toolbar's dialogs (a link, an image) are given. */
export interface EditorDialogProps {
  editor: Editor;
  onClose(): void;
  /** Closes after the change was made (the text gets the focus back). */
  onDone(): void;
}

interface Props {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onSubmit(): void;
  onClose(): void;
  /** Buttons beside Cancel (e.g. «Quitar enlace»). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A small dialog of the editor (a link, an image). Its form lives in a portal but inside the post's form
 * in React's tree, where a submit event would bubble up and save the post: it stops here.
 */
export function EditorDialog({ busy = false, onSubmit, onClose, ...frame }: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) onSubmit();
  }
  return (
    <DialogForm
      {...frame}
      panelClassName="mt-16 max-w-md"
      busy={busy}
      onSubmit={submit}
      onClose={() => !busy && onClose()}
    />
  );
}
