import { describe, expect, it } from 'vitest';
import { archiveStatus, SILENT_MS, type StatementArchive } from './statementArchive.utils.ts';

const NOW = Date.parse('2026-01-10T15:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const archive = (fields: Partial<StatementArchive>): StatementArchive => ({
  id: '7d0c3b1e-8f5a-4c2e-9b1d-2a6f4e8c0d11',
  year: 2025,
  state: 'queued',
  done: 0,
  total: null,
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

describe('the statements ZIP as the screen shows it', () => {
  it.each([
    ['no run yet', null, 'none', /^Prepara el ZIP con el certificado de cada donante de 2025/],
    ['queued', archive({}), 'working', /^En cola: la preparación empieza en unos segundos\.$/],
    ['reading the year', archive({ state: 'running' }), 'working', /^Leyendo las donaciones de 2025…$/],
    [
      'half-way',
      archive({ state: 'running', done: 2500, total: 12000 }),
      'working',
      /^Preparando el ZIP: 2500 de 12\.000 certificados\.$/,
    ],
    [
      'ready',
      archive({
        state: 'ready',
        done: 5000,
        total: 5000,
        bytes: 23068672,
        storage_path: '2025/7d0c3b1e-8f5a-4c2e-9b1d-2a6f4e8c0d11.zip',
        finished_at: '2026-01-10T14:32:00Z',
      }),
      'ready',
      /^ZIP listo: 5000 certificados, 22 MB, preparado el 10 de enero de 2026 a las 14:32\.$/,
    ],
    [
      'failed, with the reason the run wrote',
      archive({ state: 'failed', error: 'No se pudo preparar el ZIP: el almacenamiento está ocupado.' }),
      'failed',
      /^No se pudo preparar el ZIP: el almacenamiento está ocupado\.$/,
    ],
    [
      'running but silent past the limit (its process died)',
      archive({ state: 'running', done: 300, total: 5000, updated_at: at(SILENT_MS + 1) }),
      'failed',
      /^La preparación se interrumpió sin terminar/,
    ],
    [
      'queued and never started',
      archive({ updated_at: at(SILENT_MS + 1) }),
      'failed',
      /^La preparación se interrumpió sin terminar/,
    ],
  ])('%s', (_, row, kind, text) => {
    const status = archiveStatus(row, 2025, NOW, 'UTC');
    expect(status.kind).toBe(kind);
    expect(status.text).toMatch(text);
  });

  it('keeps a run that wrote within the limit working, and hands the ready file its path', () => {
    expect(
      archiveStatus(archive({ state: 'running', total: 10, updated_at: at(SILENT_MS - 1) }), 2025, NOW),
    ).toMatchObject({ kind: 'working', done: 0, total: 10 });
    const ready = archiveStatus(
      archive({ state: 'ready', total: 1, bytes: 10, storage_path: '2025/x.zip', finished_at: at(0) }),
      2025,
      NOW,
    );
    expect(ready).toMatchObject({ kind: 'ready', path: '2025/x.zip' });
    expect(ready.text).toMatch(/^ZIP listo: 1 certificado, 10 Bytes, /);
  });
});
