import { useState } from 'react';
import { STAFF_IMAGE_ACCEPT } from '#core/photos/photoSize.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../../lib/messages.ts';
import { uploadStaffFile } from '../../lib/uploadStaffFile.ts';
import { FileInput } from '../FileInput.tsx';
import { describedBy, FormField, TextInput } from '../FormField.tsx';
import { EditorDialog, type EditorDialogProps } from './EditorDialog.tsx';
import { ALT_MAX_LENGTH, imageProblems } from './inlineImage.ts';

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
      // uploadStaffFile makes a heavy photo light first, and refuses one still over 5 MB before sending.
      const { url } = await uploadStaffFile('image', file);
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
      onDone();
    } catch (error) {
      const tooLarge = (error as { code?: string } | null)?.code === 'too_large';
      setProblems({ file: tooLarge ? copy.tooLarge : copy.uploadFailed(errorDetail(error)) });
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
          accept={STAFF_IMAGE_ACCEPT}
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
