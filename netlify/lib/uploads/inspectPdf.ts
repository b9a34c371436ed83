import { constants, inflateSync } from 'node:zlib';
import { UPLOAD_LIMITS } from './limits.ts';
import { cvRefusals, type Refusal } from './uploadMessages.ts';

/**
 * Names that make a PDF do something when opened or clicked: run JavaScript (`/JS`, `/JavaScript`, XFA
 * forms' scripts), start a program (`/Launch`), carry or open attached files (`/EmbeddedFile(s)`,
 * `/GoToE`) or embed Flash (`/RichMedia`). A CV needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'XFA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'GoToE',
  'RichMedia',
]);

// A PDF name: `/` then regular characters; `#xx` escapes another byte (`/J#61vaScript` is `/JavaScript`).
const NAME = /\/([^\s/<>[\](){}%]+)/g;
// An object stream's dictionary and the start of its data.
const OBJECT_STREAM = /<<((?:(?!>>\s*stream)[\s\S])*?\/Type\s*\/ObjStm[\s\S]*?)>>\s*stream\r?\n/g;

/**
 * Refuses a PDF with active content. Names are read from the file as written and from inside compressed
 * object streams (where PDF 1.5+ writers put most dictionaries), inflating at most `maxInflatedBytes` in
 * all. An object stream that cannot be read (another filter, encryption) is refused: unread is unchecked.
 */
export function inspectPdf(bytes: Uint8Array): Refusal | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (hasActiveName(text)) return cvRefusals.pdfActiveContent;
  const encrypted = /\/Encrypt\b/.test(text);
  let budget = UPLOAD_LIMITS.pdf.maxInflatedBytes;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const filters = filtersOf(match[1] ?? '');
    if (filters.length === 0) continue; // stored as plain text: already read above
    if (encrypted || filters.join() !== 'FlateDecode') return cvRefusals.pdfUnreadable;
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return cvRefusals.pdfUnreadable;
    const inflated = inflateBounded(bytes.subarray(start, end), budget);
    if (inflated === null) return cvRefusals.pdfUnreadable;
    budget -= inflated.byteLength;
    if (hasActiveName(inflated.toString('latin1'))) return cvRefusals.pdfActiveContent;
  }
  return null;
}

function hasActiveName(text: string): boolean {
  for (const [, raw = ''] of text.matchAll(NAME)) {
    const name = raw.replace(/#([0-9a-f]{2})/gi, (_hex, code: string) =>
      String.fromCharCode(Number.parseInt(code, 16)),
    );
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

/** The filter names of a stream dictionary: `/Filter /FlateDecode` or `/Filter [/A /B]`. */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]]+)/.exec(dictionary)?.[1];
  return filter ? [...filter.matchAll(/\/([^\s/<>[\]]+)/g)].map(([, name]) => name ?? '') : [];
}

/** Inflates like a lenient reader (a damaged tail still yields what came before), never past `budget`. */
function inflateBounded(data: Uint8Array, budget: number): Buffer | null {
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(budget, 1) });
  } catch {
    return null;
  }
}
