import { type ChangeEvent, useState } from 'react';
import { STAFF_IMAGE_ACCEPT } from '#core/photos/photoSize.ts';
import { errorDetail } from '#core/supabaseError.ts';
import { FileInput } from '../../components/FileInput.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { staffUploads } from '../../lib/pendingUploads.ts';
import { uploadStaffFile } from '../../lib/uploadStaffFile.ts';
import { FieldNotes } from './FieldNotes.tsx';
import type { Control } from './formDefinition.ts';
import { getAt, type Path } from './formValues.ts';
import { describedBy, fieldId, useFormBinding } from './siteFormContext.ts';

const siteCopy = adminMessages.site;

const copy = siteCopy.image;

/** The picture's own size, which the site writes on <img> so nothing shifts while it loads. */
function naturalSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(copy.unreadable));
    image.src = url;
  });
}

/**
 * Uploads a chosen picture through the staff-upload function (re-encoded, metadata removed, refused
 * with its Spanish reason when too big or not an image) and hands over its URL and size.
 */
function useUpload(onUploaded: (url: string, size: { width: number; height: number }) => void) {
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState('');
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setRefusal('');
    try {
      // Tracked until the area holds the picture, so «Publicar» pressed meanwhile waits for it.
      await staffUploads.track(async () => {
        const { url } = await uploadStaffFile('image', file);
        onUploaded(url, await naturalSize(url));
      });
    } catch (error) {
      setRefusal(copy.uploadError(errorDetail(error)));
    } finally {
      setUploading(false);
      event.target.value = '';
    }
  };
  return { uploading, refusal, pick };
}

/** The file picker and its notes: the hint («Subiendo…» meanwhile) and why the upload or value is refused. */
function UploadPicker({
  id,
  hint,
  fieldMessage,
  onUploaded,
}: {
  id: string;
  hint: string;
  /** The form's own refusal of the value; an upload's refusal shows first. */
  fieldMessage: string | undefined;
  onUploaded(url: string, size: { width: number; height: number }): void;
}) {
  const { uploading, refusal, pick } = useUpload(onUploaded);
  const message = refusal || fieldMessage;
  return (
    <>
      <FileInput
        id={id}
        accept={STAFF_IMAGE_ACCEPT}
        disabled={uploading}
        describedBy={`${id}-hint${message ? ` ${id}-error` : ''}`}
        invalid={Boolean(message)}
        onChange={pick}
      />
      <FieldNotes id={id} hint={uploading ? copy.uploading : hint} message={message} />
    </>
  );
}

/** {src, alt, width, height}: the current picture, an upload to replace it and its required alt text. */
export function ImageField({ field, path }: { field: Control; path: Path }) {
  const { content, change, messageFor } = useFormBinding();
  const image = (getAt(content, path) ?? {}) as { src?: string; alt?: string };
  const id = fieldId(path);
  const altId = fieldId([...path, 'alt']);
  const altMessage = messageFor([...path, 'alt']);
  return (
    <fieldset className="space-y-2">
      <legend className="label">{field.label}</legend>
      {image.src && (
        <img src={image.src} alt={copy.current} className="max-h-32 rounded-md bg-cream-50 object-contain" />
      )}
      <label htmlFor={id} className="sr-only">
        {`${field.label}: ${copy.upload}`}
      </label>
      <UploadPicker
        id={id}
        hint={field.hint ?? copy.hint}
        fieldMessage={messageFor([...path, 'src'])}
        onUploaded={(src, size) => change(path, { ...image, src, ...size })}
      />
      <div>
        <label htmlFor={altId} className="label">
          {copy.alt}
        </label>
        <input
          id={altId}
          className="field"
          value={image.alt ?? ''}
          aria-describedby={describedBy(altId, copy.altHint, altMessage)}
          aria-invalid={altMessage ? true : undefined}
          onChange={(event) => change([...path, 'alt'], event.target.value)}
        />
        <FieldNotes id={altId} hint={copy.altHint} message={altMessage} />
      </div>
    </fieldset>
  );
}

/** A picture's URL or nothing (a fixed testimonial's photo). */
export function PhotoField({ field, path }: { field: Control; path: Path }) {
  const { content, change, messageFor } = useFormBinding();
  const url = getAt(content, path);
  const id = fieldId(path);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="label">
        {field.label}
      </label>
      {typeof url === 'string' && url && (
        <div className="flex items-center gap-3">
          <img src={url} alt={copy.current} className="size-16 rounded-full object-cover" />
          <button type="button" className="btn-secondary" onClick={() => change(path, null)}>
            {copy.remove}
          </button>
        </div>
      )}
      <UploadPicker
        id={id}
        hint={copy.hint}
        fieldMessage={messageFor(path)}
        onUploaded={(src) => change(path, src)}
      />
    </div>
  );
}
