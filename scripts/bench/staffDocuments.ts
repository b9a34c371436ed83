import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { seedDatabase } from '@palabra-viva/local-supabase';
import { STAFF_QUARANTINE_BUCKET } from '#core/staffUpload.ts';
import { staffUpload } from '../../netlify/lib/staffUpload.ts';
import { checkStaffFile } from '../../netlify/lib/uploads/checkStaffUpload.ts';
import { pdf, zip } from '../../netlify/lib/uploads/uploadFixtures.ts';
import { inProcessBackend } from './inProcessBackend.ts';

/**
 * What the staff-upload function's `finish` costs for a library document near resource_files' 50 MB
 * limit, the one step that runs inside Netlify's synchronous limit (10 s by default, 26 s at most): read the
 * quarantined object, inspect it, copy it to its bucket, delete the quarantined one. Measured end to end
 * through the function's handler against an in-memory local backend (its Storage runs in this same
 * process, so the figure includes work hosted Storage does elsewhere), plus the inspection alone and the
 * re-upload the copy replaced, for comparison.
 */
const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A scanned-book PDF: `count` 1 MB JPEG-like image streams and an object stream of compressed pages. */
function bigPdf(count: number): Uint8Array {
  const pages = Array.from({ length: 2000 }, (_, i) => `${100 + i} 0 << /Type /Page /Parent 2 0 R >>`);
  const objects = deflateSync(Buffer.from(pages.join('\n')));
  const parts = [
    `5 0 obj << /Type /ObjStm /N 2000 /First 9 /Filter /FlateDecode /Length ${objects.byteLength} >> stream\n`,
    objects.toString('latin1'),
    '\nendstream endobj\n',
  ];
  for (let i = 0; i < count; i += 1) {
    const image = randomBytes(MB).toString('latin1');
    parts.push(
      `${10 + i} 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${MB} >> stream\n`,
      image,
      '\nendstream endobj\n',
    );
  }
  return pdf('', parts.join(''));
}

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A Word document with `count` 1 MB photos, as a report full of pictures is. */
function bigDocx(count: number): Promise<Uint8Array> {
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="jpeg" ContentType="image/jpeg"/><Override PartName="/word/document.xml" ContentType="${WORD}"/></Types>`,
    ],
    ['word/document.xml', `<w:document><w:body>${'<w:p/>'.repeat(20_000)}</w:body></w:document>`],
    ...Array.from({ length: count }, (_, i): [string, Buffer] => [
      `word/media/image${i}.jpeg`,
      randomBytes(MB),
    ]),
  ]);
}

/** A course archive: 6,000 files, four in five 10 KB of binary, the rest text that compresses. */
function bigZip(): Promise<Uint8Array> {
  return zip(
    Array.from({ length: 6000 }, (_, i): [string, Buffer] =>
      i % 5 === 0
        ? [`curso/leccion-${i}.txt`, Buffer.from(`Lección ${i}. `.repeat(700))]
        : [`curso/audio-${i}.bin`, randomBytes(10 * 1024)],
    ),
  );
}

export interface DocumentFigure {
  document: string;
  size: string;
  finishMs: number;
  /** finish's steps, one by one: read the quarantined object, inspect it, copy it inside Storage. */
  readMs: number;
  inspectMs: number;
  /** CPU time of the inspection alone: what the load of a shared machine does not inflate. */
  inspectCpuMs: number;
  copyMs: number;
  reuploadMs: number;
  peakMb: number;
  /** The process's memory just before `finish`: the backend's own share of the peak is in it. */
  baseMb: number;
}

export async function measureStaffDocuments(databaseUrl?: string): Promise<DocumentFigure[]> {
  const { backend, mount, client } = await inProcessBackend(databaseUrl);
  await seedDatabase(backend);
  const handle = mount(staffUpload);
  const editor = client('anon');
  const service = client('service_role');
  const signed = await editor.auth.signInWithPassword({
    email: 'editor@example.org',
    password: 'demo-password-123',
  });
  if (signed.error) throw signed.error;
  const token = signed.data.session.access_token;
  const call = async (body: unknown) => {
    const response = await handle(
      new Request('http://localhost/staff-upload', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
    );
    return (await response.json()) as Record<string, string>;
  };

  const documents: [string, string, Uint8Array][] = [
    ['PDF de imágenes (50 × 1 MB)', 'libro.pdf', bigPdf(49)],
    ['DOCX con 49 fotos de 1 MB', 'informe.docx', await bigDocx(49)],
    ['ZIP de 6.000 archivos', 'curso.zip', await bigZip()],
  ];
  const figures: DocumentFigure[] = [];
  for (const [document, name, bytes] of documents) {
    const { path, token: uploadToken } = await call({ step: 'start', kind: 'resource' });
    const sent = await editor.storage
      .from(STAFF_QUARANTINE_BUCKET)
      .uploadToSignedUrl(path!, uploadToken!, new Blob([Buffer.from(bytes)]));
    if (sent.error) throw sent.error;
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const start = performance.now();
    const answer = await call({ step: 'finish', kind: 'resource', path, name });
    const finishMs = performance.now() - start;
    clearInterval(sampler);
    if (!answer.url) throw new Error(`la función rechazó ${name}: ${JSON.stringify(answer)}`);

    // The same steps one by one, on a second quarantined copy.
    const again = await call({ step: 'start', kind: 'resource' });
    const quarantine = editor.storage.from(STAFF_QUARANTINE_BUCKET);
    const resent = await quarantine.uploadToSignedUrl(
      again.path!,
      again.token!,
      new Blob([Buffer.from(bytes)]),
    );
    if (resent.error) throw resent.error;
    const readStart = performance.now();
    const read = await service.storage.from(STAFF_QUARANTINE_BUCKET).download(again.path!);
    const readBytes = new Uint8Array(await read.data!.arrayBuffer());
    const readMs = performance.now() - readStart;
    const inspectStart = performance.now();
    const cpuStart = process.cpuUsage();
    const checked = await checkStaffFile('resource', readBytes);
    const cpu = process.cpuUsage(cpuStart);
    const inspectMs = performance.now() - inspectStart;
    if (!checked.ok) throw new Error(`${name}: ${checked.code}`);
    const copyStart = performance.now();
    const copied = await service.storage
      .from(STAFF_QUARANTINE_BUCKET)
      .copy(again.path!, `bench/copia-${name}`, {
        destinationBucket: 'resource_files',
        copyMetadata: false,
        metadata: { mimetype: checked.contentType },
      });
    const copyMs = performance.now() - copyStart;
    if (copied.error) throw copied.error;
    await service.storage.from(STAFF_QUARANTINE_BUCKET).remove([again.path!]);
    // What finishing cost before: the same bytes sent back to Storage by the function.
    const reuploadStart = performance.now();
    const reupload = await service.storage.from('resource_files').upload(`bench/${name}`, bytes, {
      contentType: checked.contentType,
    });
    const reuploadMs = performance.now() - reuploadStart;
    if (reupload.error) throw reupload.error;
    // Both copies go again, so the in-memory database holds one document at a time.
    await service.storage
      .from('resource_files')
      .remove([`bench/${name}`, `bench/copia-${name}`, answer.path!]);
    figures.push({
      document,
      size: megabytes(bytes.byteLength),
      finishMs,
      readMs,
      inspectMs,
      inspectCpuMs: (cpu.user + cpu.system) / 1000,
      copyMs,
      reuploadMs,
      peakMb: peak / MB,
      baseMb: base / MB,
    });
  }
  await backend.close();
  return figures;
}
