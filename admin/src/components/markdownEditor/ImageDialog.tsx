import { useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { uploadStaffFile } from '../../lib/uploadStaffFile.ts';
import { FileInput } from '../FileInput.tsx';
import { describedBy, FormField, TextInput } from '../FormField.tsx';
import { EditorDialog, type EditorDialogProps } from './EditorDialog.tsx';
import { ALT_MAX_LENGTH, IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblems, shrinkImage } from './inlineImage.ts';

const copy = adminMessages.editor.image;

/**
 * A picture inside the text: chosen, described (the alt text is required), shrunk in the browser, sent
 * through the staff-upload function (blog_images: checked, re-encoded, metadata stripped) and inserted at
 * the cursor. Each refusal shows beside its field; what was typed stays while the upload is retried.
 */
export function ImageDialog({ editor, onClose, onDone }: EditorDialogProps) {
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
      <FormField id="editor-image-file" label={copy.file} hint={copy.fileHint} error={problems.file}>
        <FileInput
          id="editor-image-file"
          accept={IMAGE_TYPES.join(',')}
          disabled={uploading}
          invalid={Boolean(problems.file)}
          describedBy={describedBy('editor-image-file', { hint: copy.fileHint, error: problems.file })}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setProblems(({ alt: altProblem }) => ({ alt: altProblem }));
          }}
        />
      </FormField>
      <TextInput
        id="editor-image-alt"
        label={copy.alt}
        hint={copy.altHint}
        error={problems.alt}
        maxLength={ALT_MAX_LENGTH + 50}
        value={alt}
        onChange={setAlt}
      />
    </EditorDialog>
  );
}
