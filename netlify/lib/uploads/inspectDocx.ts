import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UPLOAD_LIMITS } from './limits.ts';
import { cvRefusals, type Refusal } from './refusals.ts';

// Macro projects (.docm content under any name) and ActiveX controls, which scripts drive.
const MACRO_PARTS = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i;
const MACRO_CONTENT_TYPES = /macroEnabled|vbaProject|activeX/i;
const WORD_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** What a look through an archive found; `contentTypes` is its `[Content_Types].xml`, when it has one. */
export type ArchiveVerdict =
  | { ok: true; contentTypes: string | null }
  | { ok: false; reason: 'not_a_zip' | 'macros' | 'limits' };

/**
 * Checks a DOCX as a zip archive without trusting its headers: at most `maxEntries` entries (read from the
 * central directory before anything is inflated), no macro project or ActiveX part, a main part that is a
 * Word document, and every entry inflated (and discarded) to prove the whole inflates to at most
 * `maxInflatedBytes`; an entry that inflates to more than it declared stops the check at once.
 */
export async function inspectDocx(bytes: Uint8Array): Promise<Refusal | null> {
  const verdict = await inspectArchive(bytes, UPLOAD_LIMITS.docx);
  if (!verdict.ok) {
    if (verdict.reason === 'not_a_zip') return cvRefusals.wrongType;
    return verdict.reason === 'macros' ? cvRefusals.docxMacros : cvRefusals.docxLimits;
  }
  return verdict.contentTypes?.includes(WORD_DOCUMENT) ? null : cvRefusals.wrongType;
}

/** The archive checks of inspectDocx for any zip (DOCX, PPTX, EPUB, a plain ZIP), within `limits`. */
export async function inspectArchive(
  bytes: Uint8Array,
  { maxEntries, maxInflatedBytes }: { maxEntries: number; maxInflatedBytes: number },
): Promise<ArchiveVerdict> {
  let zip: ZipFile;
  try {
    zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return { ok: false, reason: 'not_a_zip' };
  }
  try {
    if (zip.entryCount > maxEntries) return { ok: false, reason: 'limits' };
    let inflated = 0;
    let contentTypes: string | null = null;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (MACRO_PARTS.test(entry.fileName)) return { ok: false, reason: 'macros' };
      if (inflated + entry.uncompressedSize > maxInflatedBytes) return { ok: false, reason: 'limits' };
      const content = await inflateEntry(zip, entry, entry.fileName === '[Content_Types].xml');
      inflated += entry.uncompressedSize;
      if (content !== null) {
        if (MACRO_CONTENT_TYPES.test(content)) return { ok: false, reason: 'macros' };
        contentTypes = content;
      }
    }
    return { ok: true, contentTypes };
  } catch {
    // An entry that inflates to more than it declared, or a broken stream: unread is unchecked.
    return { ok: false, reason: 'limits' };
  } finally {
    zip.close();
  }
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    );
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (finish: () => void) => {
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      finish();
    };
    zip.once('entry', (entry: Entry) => settle(() => resolve(entry)));
    zip.once('end', () => settle(() => resolve(null)));
    zip.once('error', (error: Error) => settle(() => reject(error)));
    zip.readEntry();
  });
}

/** Inflates an entry, keeping its text only when asked; more bytes than declared fail (validateEntrySizes). */
function inflateEntry(zip: ZipFile, entry: Entry, keep: boolean): Promise<string | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => keep && chunks.push(chunk));
      stream.on('error', () => reject(new Error('inflate failed')));
      stream.on('end', () => resolve(keep ? Buffer.concat(chunks).toString('utf8') : null));
    });
  });
}
