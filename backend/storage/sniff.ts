import { mimeEssence } from './mime.ts';

/**
 * Checks uploaded bytes against the type the client declared, so a bucket restricted to images or
 * documents only ever serves what its type says (an "image" that is really HTML or a script is refused).
 * Types without a rule here (generic ones such as application/octet-stream) are accepted as declared.
 */
type Check = (bytes: Uint8Array) => boolean;

const startsWith =
  (...signature: number[]): Check =>
  (bytes) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const anyOf =
  (...checks: Check[]): Check =>
  (bytes) =>
    checks.some((check) => check(bytes));

const jpeg = startsWith(0xff, 0xd8, 0xff);
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const gif = anyOf(startsWith(...ascii('GIF87a')), startsWith(...ascii('GIF89a')));
const webp: Check = (bytes) =>
  startsWith(...ascii('RIFF'))(bytes) && startsWith(...ascii('WEBP'))(bytes.subarray(8));
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// Local file header, or the end-of-directory record an empty archive starts with.
const zip = anyOf(startsWith(0x50, 0x4b, 0x03, 0x04), startsWith(0x50, 0x4b, 0x05, 0x06));
const mp3: Check = (bytes) =>
  startsWith(...ascii('ID3'))(bytes) ||
  (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);
// Readers accept a PDF header anywhere in the first KiB (some generators prepend junk).
const pdf: Check = (bytes) => {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
};
const text: Check = (bytes) => !bytes.includes(0);

const svg: Check = (bytes) => {
  if (!text(bytes)) return false;
  const source = decodeCharacterReferences(Buffer.from(bytes).toString('utf8'));
  return /<svg[\s>]/i.test(source) && !SVG_ACTIVE_CONTENT.some((pattern) => pattern.test(source));
};

// What would make an SVG opened on its own run script: script elements (with or without a namespace
// prefix), on…= event handlers, javascript: URLs and animations that set an event attribute.
const SVG_ACTIVE_CONTENT = [
  /<([\w.-]+:)?script[\s>/]/i,
  /(^|[\s"'/;])on[a-z]+\s*=/i,
  /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i,
  /attributeName\s*=\s*["']?\s*on/i,
];

/** `&#106;` and `&#x6A;` are decoded by the XML parser, so they are decoded before looking for script. */
function decodeCharacterReferences(source: string): string {
  return source.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_match, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}

const EXACT_RULES: Record<string, Check> = {
  'image/jpeg': jpeg,
  'image/jpg': jpeg,
  'image/pjpeg': jpeg,
  'image/png': png,
  'image/gif': gif,
  'image/webp': webp,
  'application/pdf': pdf,
  'application/msword': ole2,
  'application/vnd.ms-excel': ole2,
  'application/vnd.ms-powerpoint': ole2,
  'application/zip': zip,
  'application/x-zip-compressed': zip,
  'application/epub+zip': zip,
  'audio/mpeg': mp3,
  'audio/mp3': mp3,
  'image/svg+xml': svg,
  'application/json': text,
  'application/xml': text,
};

const PREFIX_RULES: [string, Check][] = [
  // docx, xlsx, pptx and the OpenDocument formats are zip archives.
  ['application/vnd.openxmlformats-officedocument.', zip],
  ['application/vnd.oasis.opendocument.', zip],
  ['text/', text],
];

function ruleFor(essence: string): Check | undefined {
  return EXACT_RULES[essence] ?? PREFIX_RULES.find(([prefix]) => essence.startsWith(prefix))?.[1];
}

/** Whether the bytes can be what `declaredType` says; unknown types are taken at their word. */
export function contentMatchesType(bytes: Uint8Array, declaredType: string): boolean {
  const rule = ruleFor(mimeEssence(declaredType));
  return rule === undefined || rule(bytes);
}
