import { toCsv } from '#core/csv.ts';
import type { Tables } from '#core/database.types.ts';
import { readAllPages } from '#core/readAllPages.ts';
import { errorCode, errorDetail } from '#core/supabaseError.ts';
import { claimQueuedRow, failRun, updateRunningRow, uploadZip, zipWriter } from '../backgroundRun.ts';
import { Refusal, type ServiceClient } from '../serverFunction.ts';

/**
 * «Exportar todo» (issue 30, item 4): every table of the API's schema as CSV and JSON and every stored file,
 * in one ZIP in Storage, built by the background function (a run per row of data_exports, migration
 * 20261202130000): claimed once, a progress write as it goes, uploaded into the private bucket, then the
 * previous export's file removed (its row stays, as the record of who exported and when).
 */

export type DataExport = Tables<'data_exports'>;
export const EXPORT_BUCKET = 'data_exports';
/** Netlify stops a background function at 15 minutes: a run stops short of it and says why. */
const TIME_LIMIT_MS = 14 * 60_000;
/** Progress is written at most this often (and once per phase), not once per file. */
const PROGRESS_MS = 500;

export const exportPath = (run: Pick<DataExport, 'id'>) => `${run.id}.zip`;

/** Where each part lives inside the ZIP. */
export const zipEntry = {
  csv: (table: string) => `tablas/${table}.csv`,
  json: (table: string) => `tablas/${table}.json`,
  file: (bucket: string, name: string) => `archivos/${bucket}/${name}`,
  summary: 'exportacion.json',
};

/** Queues a run (the SQL function fails a dead run first); 409 while one is live. */
export async function startDataExport(service: ServiceClient, requester: string): Promise<DataExport> {
  const { data, error } = await service.rpc('start_data_export', { requester }).single();
  if (error?.code === '23505')
    throw new Refusal(409, 'export_running', 'Ya se está preparando una exportación: espera a que termine.');
  if (error) throw error;
  return data;
}

/** A table as the export writes it: its columns in order and the key its rows are paged by. */
export interface ExportedTable {
  table_name: string;
  columns: string[];
  key_columns: string[];
}

/** A CSV cell: JSON for objects and arrays (jsonb, text[]), the value's text otherwise. */
const cellText = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : value;

/**
 * One table's rows as CSV (the header even when empty; a byte-order mark so spreadsheets read the accents;
 * cells escaped against formula injection by core/csv.ts) and as JSON (the rows exactly as the API gives them).
 */
export function tableFiles(table: Pick<ExportedTable, 'columns'>, rows: readonly Record<string, unknown>[]) {
  const csv = toCsv(
    table.columns,
    rows.map((row) => table.columns.map((column) => cellText(row[column]))),
  );
  return {
    csv: `\uFEFF${csv}\r\n`,
    json: `[${rows.map((row) => `\n${JSON.stringify(row)}`).join(',')}${rows.length ? '\n' : ''}]\n`,
  };
}

async function exportedTables(service: ServiceClient): Promise<ExportedTable[]> {
  const { data, error } = await service.rpc('exported_tables');
  if (error) throw error;
  return data;
}

async function exportedFiles(service: ServiceClient) {
  return readAllPages((page) => service.rpc('exported_files').range(page.from, page.to));
}

/** Every row of a table, paged in its primary key's order (every column's when it has none). */
async function tableRows(service: ServiceClient, table: ExportedTable) {
  const order = table.key_columns.length > 0 ? table.key_columns : table.columns;
  return readAllPages<Record<string, unknown>>((page) => {
    // The table's name comes from the catalog (exported_tables), not from a request.
    let query = service.from(table.table_name as 'data_exports').select('*');
    for (const column of order) query = query.order(column as 'id');
    return query.range(page.from, page.to);
  });
}

/**
 * The files of earlier exports go (a run declared dead may also have left one), and their ready rows say
 * so: one copy of everything in Storage at a time, every run still on record.
 */
async function removeEarlierExports(service: ServiceClient, current: DataExport) {
  const bucket = service.storage.from(EXPORT_BUCKET);
  const listed = await bucket.list('', { limit: 1000 });
  if (listed.error) throw listed.error;
  const others = listed.data.map((object) => object.name).filter((name) => name !== current.storage_path);
  if (others.length > 0) {
    const removed = await bucket.remove(others);
    if (removed.error) throw removed.error;
  }
  const replaced = await service
    .from('data_exports')
    .update({ state: 'replaced', storage_path: null })
    .eq('state', 'ready')
    .neq('id', current.id);
  if (replaced.error) throw replaced.error;
}

/** What the admin reads when a run fails; a ZIP over Storage's file limit says which limit to raise. */
export function exportFailure(error: unknown, bytes?: number): string {
  if (errorCode(error) === 'EntityTooLarge' && bytes)
    return `La exportación (${Math.ceil(bytes / 1024 / 1024)} MB) supera el tamaño máximo de archivo del almacenamiento: súbelo en la configuración de Storage de Supabase (DEPLOY.md, «Exportar todo»).`;
  return `No se pudo preparar la exportación: ${errorDetail(error)}`.slice(0, 1000);
}

export interface ExportRunOptions {
  now?: () => number;
}

/**
 * Builds the queued export `id`. A second call for the same row (Netlify retries a background function
 * that failed to start) finds it claimed and does nothing. Any failure marks the row failed with the
 * reason in Spanish; a run killed outright leaves it silent, and the next request fails it (2 minutes).
 */
export async function buildDataExport(
  service: ServiceClient,
  id: string,
  { now = Date.now }: ExportRunOptions = {},
): Promise<DataExport | null> {
  const run = await claimQueuedRow(service, 'data_exports', id, new Date(now()));
  if (!run) return null;
  const started = now();
  let bytes: number | undefined;
  try {
    const tables = await exportedTables(service);
    const files = await exportedFiles(service);
    const total = tables.length + files.length;
    await updateRunningRow(service, 'data_exports', id, {
      total,
      tables: tables.length,
      files: files.length,
    });
    let done = 0;
    let written = now();
    const step = async (last: boolean) => {
      done += 1;
      if (now() - started > TIME_LIMIT_MS)
        throw new Error(
          'la exportación llegó al límite de 15 minutos que Netlify da a una función en segundo plano',
        );
      if (last || now() - written >= PROGRESS_MS) {
        await updateRunningRow(service, 'data_exports', id, { done });
        written = now();
      }
    };
    const zip = zipWriter();
    const rowCounts: Record<string, number> = {};
    for (const [index, table] of tables.entries()) {
      const rows = await tableRows(service, table);
      const { csv, json } = tableFiles(table, rows);
      zip.text(zipEntry.csv(table.table_name), csv);
      zip.text(zipEntry.json(table.table_name), json);
      rowCounts[table.table_name] = rows.length;
      await step(index === tables.length - 1);
    }
    for (const [index, file] of files.entries()) {
      const downloaded = await service.storage.from(file.bucket_id).download(file.name);
      if (downloaded.error) throw downloaded.error;
      zip.file(zipEntry.file(file.bucket_id, file.name), new Uint8Array(await downloaded.data.arrayBuffer()));
      await step(index === files.length - 1);
    }
    zip.text(
      zipEntry.summary,
      `${JSON.stringify({ exportedAt: new Date(now()).toISOString(), tables: rowCounts, files: files.length }, null, 2)}\n`,
    );
    const file = zip.finish();
    bytes = file.size;
    const path = exportPath(run);
    await uploadZip(service, EXPORT_BUCKET, path, file);
    const ready = {
      state: 'ready',
      storage_path: path,
      bytes: file.size,
      done: total,
      finished_at: new Date(now()).toISOString(),
    };
    await updateRunningRow(service, 'data_exports', id, ready);
    const finished = { ...run, ...ready, total, tables: tables.length, files: files.length };
    await removeEarlierExports(service, finished);
    return finished;
  } catch (error) {
    return failRun(service, 'data_exports', id, error, () => exportFailure(error, bytes), new Date(now()));
  }
}
