import { describe, expect, it } from 'vitest';
import { type DataExport, exportStatus, SILENT_MS, stateLabel } from './dataExport.utils.ts';

const NOW = Date.parse('2026-12-02T15:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const run = (fields: Partial<DataExport>): DataExport => ({
  id: '7d0c3b1e-8f5a-4c2e-9b1d-2a6f4e8c0d11',
  state: 'queued',
  done: 0,
  total: null,
  tables: null,
  files: null,
  error: null,
  storage_path: null,
  bytes: null,
  requested_by: null,
  created_at: at(5000),
  started_at: null,
  updated_at: at(1000),
  finished_at: null,
  ...fields,
});

describe('«Exportar todo» as the screen shows it', () => {
  it.each([
    ['no run yet', null, 'none', /^Todavía no se ha exportado nada\.$/],
    ['queued', run({}), 'working', /^En cola: la exportación empieza en unos segundos\.$/],
    ['listing', run({ state: 'running' }), 'working', /^Leyendo la lista de tablas y archivos…$/],
    [
      'half-way',
      run({ state: 'running', done: 1200, total: 2400 }),
      'working',
      /^Exportando: 1200 de 2400 tablas y archivos\.$/,
    ],
    [
      'ready',
      run({
        state: 'ready',
        done: 1290,
        total: 1290,
        tables: 40,
        files: 1250,
        bytes: 23068672,
        storage_path: '7d0c3b1e-8f5a-4c2e-9b1d-2a6f4e8c0d11.zip',
        finished_at: '2026-12-02T14:30:00Z',
      }),
      'ready',
      /^Exportación lista: 40 tablas y 1250 archivos, 22 MB, preparada el 2 de diciembre de 2026 a las 14:30\.$/,
    ],
    [
      'failed',
      run({ state: 'failed', error: 'No se pudo preparar la exportación: sin red' }),
      'failed',
      /sin red$/,
    ],
    [
      'silent for too long',
      run({ state: 'running', updated_at: at(SILENT_MS + 1) }),
      'failed',
      /se interrumpió/,
    ],
    ['replaced', run({ state: 'replaced' }), 'none', /^Todavía no/],
  ] as const)('%s', (_, latest, kind, text) => {
    const status = exportStatus(latest, NOW, 'UTC');
    expect(status.kind).toBe(kind);
    expect(status.text).toMatch(text);
  });

  it('names the download after the day it was finished', () => {
    const status = exportStatus(
      run({ state: 'ready', storage_path: 'x.zip', finished_at: '2026-12-02T14:30:00Z' }),
      NOW,
      'UTC',
    );
    expect(status).toMatchObject({ kind: 'ready', path: 'x.zip', fileName: 'exportacion-2026-12-02.zip' });
  });

  it.each([
    [run({}), 'En cola'],
    [run({ state: 'running', updated_at: at(SILENT_MS + 1) }), 'Falló'],
    [run({ state: 'ready' }), 'Lista para descargar'],
    [run({ state: 'replaced' }), 'Reemplazada por una más nueva'],
  ])('the record reads row %# as %s', (row, label) => {
    expect(stateLabel(row, NOW)).toBe(label);
  });
});
