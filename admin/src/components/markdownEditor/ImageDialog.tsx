import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { uploadStaffFile } from '../../lib/uploadStaffFile.ts';
import { FieldRefusal } from '../FieldRefusal.tsx';
import { FileInput } from '../FileInput.tsx';
import { EditorDialog } from './EditorDialog.tsx';
import { ALT_MAX_LENGTH, IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblems, shrinkImage } from './inlineImage.ts';

const editorCopy = adminMessages.editor;

const copy = editorCopy.image;

/**
 * A picture inside the text: chosen, described (the alt text is required), shrunk in the browser, sent
 * through the staff-upload function (blog_images: checked, re-encoded, metadata stripped) and inserted at
 * the cursor. Each refusal shows beside its field; what was typed stays while the upload is retried.
 */
interface Props {
  editor: Editor;
  onClose(): void;
  /** Closes after the picture was inserted (the text gets the focus back). */
  onDone(): void;
}

export function ImageDialog({ editor, onClose, onDone }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problems, setProblems] = useState<{ file?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);

  async function upload() {
    const found = imageProblems({ file, alt });
    setProblems(found);
    if (found.file || found.alt || !file) return;
    setUploading(true);
    try {
      const shrunk = await shrinkImage(file);
      if (shrunk.size > IMAGE_MAX_BYTES) {
        setProblems({ file: copy.tooLarge });
        return;
      }
      const { url } = await uploadStaffFile('image', shrunk);
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
      onDone();
    } catch (error) {
      setProblems({ file: copy.uploadFailed(errorDetail(error)) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <EditorDialog
      title={copy.title}
      submitLabel={uploading ? copy.uploading : copy.submit}
      cancelLabel={copy.cancel}
      busy={uploading}
      onSubmit={upload}
      onClose={onClose}
    >
      <div>
        <label htmlFor="editor-image-file" className="label">
          {copy.file}
        </label>
        <FileInput
          id="editor-image-file"
          accept={IMAGE_TYPES.join(',')}
          disabled={uploading}
          invalid={Boolean(problems.file)}
          describedBy={
            problems.file ? 'editor-image-file-hint editor-image-file-error' : 'editor-image-file-hint'
          }
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setProblems(({ alt: altProblem }) => ({ alt: altProblem }));
          }}
        />
        <p id="editor-image-file-hint" className="mt-1 text-sm text-ink-700">
          {copy.fileHint}
        </p>
        <FieldRefusal id="editor-image-file-error" message={problems.file ?? ''} />
      </div>
      <div>
        <label htmlFor="editor-image-alt" className="label">
          {copy.alt}
        </label>
        <input
          id="editor-image-alt"
          className="field"
          value={alt}
          maxLength={ALT_MAX_LENGTH + 50}
          onChange={(event) => setAlt(event.target.value)}
          aria-invalid={Boolean(problems.alt) || undefined}
          aria-describedby={
            problems.alt ? 'editor-image-alt-hint editor-image-alt-error' : 'editor-image-alt-hint'
          }
        />
        <p id="editor-image-alt-hint" className="mt-1 text-sm text-ink-700">
          {copy.altHint}
        </p>
        <FieldRefusal id="editor-image-alt-error" message={problems.alt ?? ''} />
      </div>
    </EditorDialog>
  );
}
