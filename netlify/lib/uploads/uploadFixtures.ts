import { crc32, deflateSync } from 'node:zlib';
import CFB from 'cfb';
import sharp from 'sharp';
import yazl from 'yazl';

/**
 * The hostile and ordinary files of the upload tests, made by code (sharp, a zip writer, a few bytes of
 * PDF and PNG syntax) rather than kept as binaries in the repository.
 */

export const CAMERA_SERIAL = 'SN-4815162342';

/** A 1200×900 photo whose Exif says where it was taken (GPS) and which camera took it (serial number). */
export async function photoWithGps(format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array> {
  const photo = sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).withExif({
    IFD0: { Make: 'Cámara', Model: 'Modelo X' },
    IFD2: { BodySerialNumber: CAMERA_SERIAL },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '40/1 25/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '3/1 42/1 0/1',
    },
  });
  return new Uint8Array(await (format === 'jpeg' ? photo.jpeg({ quality: 85 }) : photo.png()).toBuffer());
}

/**
 * A `width`×`height` camera-like JPEG for the benchmark: blurred noise compresses like a detailed scene, and
 * at 4000 × 3000 it stays under the form's 2 MB (1.8 MB), as a phone photo saved at that size would.
 */
export async function cameraPhoto(width: number, height: number): Promise<Uint8Array> {
  const scene = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  }).blur(1.2);
  return new Uint8Array(await scene.jpeg({ quality: 85 }).toBuffer());
}

/** A genuine `width`×`height` PNG (1-bit, all black) that is a few KB on disk: a pixel flood. */
export function hugePng(width: number, height: number): Uint8Array {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = Buffer.alloc(row.byteLength * height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, no filter, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(rows, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const HTML_PAGE = new TextEncoder().encode(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** A valid JPEG followed by an HTML page and a zip archive: each reader sees only its own part. */
export async function polyglotJpeg(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(
    Buffer.concat([jpeg, Buffer.from(HTML_PAGE), await zip([['payload.js', 'alert(1)']])]),
  );
}

/** The first half of a real JPEG. */
export async function truncatedJpeg(): Promise<Uint8Array> {
  const jpeg = await photoWithGps();
  return jpeg.subarray(0, Math.floor(jpeg.byteLength / 2));
}

type ZipEntry = [name: string, content: string | Buffer];

export async function zip(entries: ZipEntry[]): Promise<Uint8Array> {
  const archive = new yazl.ZipFile();
  for (const [name, content] of entries) archive.addBuffer(Buffer.from(content), name);
  archive.end();
  const chunks: Buffer[] = [];
  for await (const chunk of archive.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const contentTypes = (main: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCUMENT =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Currículum</w:t></w:r></w:p></w:body></w:document>';

/** A minimal Word document, with `extraEntries` more parts. */
export function docx(extraEntries = 0): Promise<Uint8Array> {
  const parts: ZipEntry[] = Array.from({ length: extraEntries }, (_, i) => [
    `word/media/part${i}.xml`,
    `<p>${i}</p>`,
  ]);
  return zip([['[Content_Types].xml', contentTypes(WORD_MAIN)], ['word/document.xml', DOCUMENT], ...parts]);
}

/** A macro-enabled document (.docm content) saved under a .docx name. */
export function macroDocx(): Promise<Uint8Array> {
  return zip([
    [
      '[Content_Types].xml',
      contentTypes(
        'application/vnd.ms-word.document.macroEnabled.main+xml',
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
      ),
    ],
    ['word/document.xml', DOCUMENT],
    [
      'word/vbaProject.bin',
      Buffer.from('Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nShell "calc"\nEnd Sub'),
    ],
  ]);
}

/** A DOCX whose document part inflates to `megabytes` MB of zeros (a few hundred KB on disk). */
export function zipBombDocx(megabytes = 80): Promise<Uint8Array> {
  return zip([
    ['[Content_Types].xml', contentTypes(WORD_MAIN)],
    ['word/document.xml', Buffer.alloc(megabytes * 1024 * 1024)],
  ]);
}

/** A bomb whose headers lie: the document part says 1 KB but inflates to 8 MB. */
export async function lyingZipBombDocx(): Promise<Uint8Array> {
  const archive = Buffer.from(await zipBombDocx(8));
  const declared = 1024;
  // Local file header (size at +22) and central directory header (size at +24) of the second entry.
  const local = archive.indexOf('word/document.xml') - 30;
  archive.writeUInt32LE(declared, local + 22);
  const central = archive.lastIndexOf('word/document.xml') - 46;
  archive.writeUInt32LE(declared, central + 24);
  return new Uint8Array(archive);
}

/** A one-page PDF; `catalogExtra` goes into the document catalog (where open actions live). */
export function pdf(catalogExtra = '', extraObjects = ''): Uint8Array {
  // latin1 keeps every byte of a binary stream passed in `extraObjects` as it is.
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n${extraObjects}` +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

export const pdfWithJavaScript = () => pdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>');
export const pdfWithLaunch = () => pdf('/OpenAction << /S /Launch /F (cmd.exe) >>');
export const pdfWithAttachment = () => pdf('/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>');
/** JavaScript hidden twice: a `#`-escaped name inside a compressed object stream. */
export function pdfWithHiddenJavaScript(): Uint8Array {
  const objects = deflateSync(Buffer.from('4 0 << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'));
  const head = Buffer.from(
    `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.byteLength} >> stream\n`,
  );
  const stream = Buffer.concat([head, objects, Buffer.from('\nendstream endobj\n')]);
  return pdf('/OpenAction 4 0 R', stream.toString('latin1'));
}

/** A Word 97–2003 document; with `macros`, the VBA storage Word keeps macros in. */
export function legacyDoc({ macros = false } = {}): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', Buffer.alloc(4096, 0x20));
  if (macros) CFB.utils.cfb_add(container, 'Macros/VBA/dir', Buffer.from('Sub AutoOpen()'));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}
