import { QUARANTINE_BUCKET } from '#core/visitor/visitorUpload.ts';
import { checkPhoto } from '../../netlify/lib/uploads/checkUpload.ts';
import { cameraPhoto } from '../../netlify/lib/uploads/uploadFixtures.ts';
import { visitorUpload } from '../../netlify/lib/visitorUpload.ts';
import { withBenchDatabase } from './benchDatabase.ts';
import { inProcessBackend } from './inProcessBackend.ts';
import { measureStaffDocuments } from './staffDocuments.ts';
import { recordSummary } from './summary.ts';

// What checking and re-encoding a visitor's photo costs on this machine: a 12 MP camera JPEG (4000 × 3000)
// through checkPhoto (type from the bytes, decode, 1600 px WebP + AVIF candidate + 320 px thumbnail):
// median time of RUNS, peak memory of the process, and throughput with 8 photos at once, both through the
// library alone and end to end through the upload function's handler (signed URL, upload to the quarantine,
// check, store, insert the testimonial) against an in-memory local backend. A Netlify function has 10 s and 1 GB.
// Then the staff-upload function's `finish` for library documents near 50 MB (staffDocuments.ts).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENT = 8;

const mb = (bytes: number, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const photo = await cameraPhoto(4000, 3000);
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);

async function timed(): Promise<number> {
  const start = performance.now();
  const checked = await checkPhoto(photo);
  if (!checked.ok) throw new Error(`la foto de prueba fue rechazada: ${checked.code}`);
  return performance.now() - start;
}

await timed(); // warm-up: libvips loads its codecs on first use
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) times.push(await timed());
const singlePeak = peak;

const start = performance.now();
await Promise.all(Array.from({ length: CONCURRENT }, timed));
const seconds = (performance.now() - start) / 1000;

const { backend, mount, client } = await inProcessBackend();
const handle = mount(visitorUpload);
const visitor = client('anon');
const post = async (body: unknown) =>
  (
    await handle(new Request('http://localhost/upload', { method: 'POST', body: JSON.stringify(body) }))
  ).json();
const TESTIMONIAL = { name: 'Ana', country: 'Chile', testimonial_text: 'Dios es fiel.', email: '' };
async function throughFunction(): Promise<void> {
  const { path, token } = await post({ step: 'start', kind: 'photo' });
  const sent = await visitor.storage
    .from(QUARANTINE_BUCKET)
    .uploadToSignedUrl(path, token, new Blob([Buffer.from(photo)], { type: 'image/jpeg' }));
  if (sent.error) throw sent.error;
  const finished = await post({ step: 'finish', kind: 'photo', path, form: TESTIMONIAL, website: '' });
  if (!finished.url) throw new Error(`la función rechazó la foto: ${JSON.stringify(finished)}`);
}
await throughFunction();
const functionStart = performance.now();
await Promise.all(Array.from({ length: CONCURRENT }, throughFunction));
const functionSeconds = (performance.now() - functionStart) / 1000;
await backend.close();
clearInterval(sampler);

const rows = [
  { medida: `foto de 12 MP (${mb(photo.byteLength, 1)} JPEG), mediana de ${RUNS}`, valor: ms(median(times)) },
  {
    medida: 'memoria pico del proceso, una foto a la vez',
    valor: `${mb(singlePeak)} (base ${mb(baseline)})`,
  },
  {
    medida: `${CONCURRENT} fotos a la vez`,
    valor: `${(CONCURRENT / seconds).toFixed(2)} fotos/s (${seconds.toFixed(1)} s)`,
  },
  {
    medida: `${CONCURRENT} subidas a la vez por la función (URL firmada, cuarentena, comprobar, guardar, fila)`,
    valor: `${(CONCURRENT / functionSeconds).toFixed(2)} fotos/s (${functionSeconds.toFixed(1)} s)`,
  },
  { medida: `memoria pico con ${CONCURRENT} a la vez`, valor: mb(peak) },
];
console.table(rows);
recordSummary(
  {
    area: 'subidas',
    measure: rows[0]!.medida,
    value: rows[0]!.valor,
    target: '≤ 10 s (función)',
    ok: median(times) < 10_000,
  },
  {
    area: 'subidas',
    measure: rows[1]!.medida,
    value: rows[1]!.valor,
    target: '≤ 1 GB (función)',
    ok: singlePeak < 1024 ** 3,
  },
  { area: 'subidas', measure: rows[2]!.medida, value: rows[2]!.valor },
  { area: 'subidas', measure: rows[3]!.medida, value: rows[3]!.valor },
  { area: 'subidas', measure: rows[4]!.medida, value: rows[4]!.valor },
);

// Staff library documents near 50 MB: the synchronous `finish` must stay well inside Netlify's 10 s.
const FINISH_TARGET_MS = 8000;
// With DATABASE_URL, the local Storage keeps its bytes in PostgreSQL (a throwaway database) instead of PGlite.
const serverUrl = process.env.DATABASE_URL;
const documents = serverUrl
  ? await withBenchDatabase(serverUrl, measureStaffDocuments)
  : await measureStaffDocuments();
console.table(
  documents.map((figure) => ({
    documento: `${figure.document} (${figure.size})`,
    'finish (función)': ms(figure.finishMs),
    leer: ms(figure.readMs),
    revisar: `${ms(figure.inspectMs)} (CPU ${ms(figure.inspectCpuMs)})`,
    copiar: ms(figure.copyMs),
    'volver a subirlo (antes)': ms(figure.reuploadMs),
    'memoria pico': `${figure.peakMb.toFixed(0)} MB (antes ${figure.baseMb.toFixed(0)} MB)`,
  })),
);
recordSummary(
  ...documents.map((figure) => ({
    area: 'subidas',
    measure: `finish de un documento del equipo: ${figure.document} (${figure.size})`,
    value: `${ms(figure.finishMs)} (leer ${ms(figure.readMs)}, revisar ${ms(figure.inspectMs)}, copiar ${ms(figure.copyMs)}), pico ${figure.peakMb.toFixed(0)} MB`,
    target: `≤ ${FINISH_TARGET_MS / 1000} s (Netlify: 10 s)`,
    ok: figure.finishMs <= FINISH_TARGET_MS,
  })),
);
