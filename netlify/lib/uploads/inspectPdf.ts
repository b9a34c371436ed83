import { constants, inflateSync } from 'node:zlib';
import { UPLOAD_LIMITS } from './limits.ts';
import { cvRefusals, type Refusal } from './refusals.ts';

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
// Where a stream's data starts: the end of its dictionary and the `stream` keyword.
const STREAM_START = />>\s*stream\r?\n/g;
const OBJECT_STREAM_TYPE = /\/Type\s*\/ObjStm/g;

/**
 * Refuses a PDF with active content. Names are read from the file as written (writtenParts) and from inside compressed
 * object streams (where PDF 1.5+ writers put most dictionaries), inflating at most `maxInflatedBytes` in
 * all. An object stream that cannot be read (another filter, encryption) is refused: unread is unchecked.
 */
export function inspectPdf(bytes: Uint8Array): Refusal | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (writtenParts(text).some(hasActiveName)) return cvRefusals.pdfActiveContent;
  const encrypted = /\/Encrypt\b/.test(text);
  let budget = UPLOAD_LIMITS.pdf.maxInflatedBytes;
  for (const { dictionary, start } of objectStreams(text)) {
    const filters = filtersOf(dictionary);
    if (filters.length === 0) continue; // stored as plain text: already read above
    if (encrypted || filters.join() !== 'FlateDecode') return cvRefusals.pdfUnreadable;
    const end = text.indexOf('endstream', start);
    if (end < 0) return cvRefusals.pdfUnreadable;
    const inflated = inflateBounded(bytes.subarray(start, end), budget);
    if (inflated === null) return cvRefusals.pdfUnreadable;
    budget -= inflated.byteLength;
    if (hasActiveName(inflated.toString('latin1'))) return cvRefusals.pdfActiveContent;
  }
  return null;
}

// An object header (`12 0 obj`): what a reader repairing a broken file would parse, wherever it stands.
const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/;

/**
 * The parts of the file a reader parses as PDF syntax: everything but stream data, plus any stream data that
 * holds an object header (a reader rebuilding a damaged cross-reference table would find an object hidden
 * there). Other stream data (images, fonts: random-looking bytes) is left out, where `/JS` turns up by
 * chance: about one 40 MB PDF in seven was refused for it.
 */
function writtenParts(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const stream of text.matchAll(STREAM_START)) {
    const start = stream.index + stream[0].length;
    if (start < from) continue;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    parts.push(text.slice(from, start));
    const data = text.slice(start, end);
    if (OBJECT_HEADER.test(data)) parts.push(data);
    from = end;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * Each object stream's dictionary (from its object header to `stream`) and where its data starts, found in
 * one pass over the file: every `/Type /ObjStm` is paired with the first stream start after it. (A single
 * backtracking pattern took seconds on a 40 MB PDF of images, whose binary data is full of `<<`.)
 */
function* objectStreams(text: string): Generator<{ dictionary: string; start: number }> {
  const starts = [...text.matchAll(STREAM_START)];
  let next = 0;
  for (const type of text.matchAll(OBJECT_STREAM_TYPE)) {
    while (next < starts.length && (starts[next]!.index ?? 0) < type.index) next += 1;
    const stream = starts[next];
    if (!stream) return;
    const header = text.lastIndexOf(' obj', type.index);
    yield {
      dictionary: text.slice(Math.max(header, 0), stream.index + 2),
      start: stream.index + stream[0].length,
    };
  }
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
