import { randomBytes } from 'node:crypto';
import { benchAddress, visitorSubmission } from './visitorSubmissions.ts';

/** A real 1×1 PNG; crash uploads append random bytes so each object is distinct and takes a while to write. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Acknowledged {
  rows: string[];
  /** Object path (in testimonial_photos) → the bytes the server said it stored. */
  objects: Map<string, Buffer>;
}

const keyHeaders = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` });

/** Every row another visitor (across crashes too), so the per-address door limits never stop a writer. */
let nextVisitor = 0;

/** Sends mixed visitor forms until the server stops answering; records what it acknowledged. */
export async function writeRowsUntilKilled(
  url: string,
  publishableKey: string,
  runId: string,
  ack: Acknowledged,
) {
  for (let i = 0; ; i++) {
    const submission = visitorSubmission(runId, i);
    try {
      const response = await fetch(`${url}/rest/v1/${submission.table}`, {
        method: 'POST',
        headers: {
          ...keyHeaders(publishableKey),
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
          'X-Forwarded-For': benchAddress(nextVisitor++),
        },
        body: JSON.stringify(submission.body),
      });
      if (response.status === 201) ack.rows.push(submission.marker);
      else throw new Error(`unexpected ${response.status}: ${await response.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
      return; // the process is gone
    }
  }
}

/**
 * Uploads distinct photos (public/ folder, with the service key as the upload function does: visitors no
 * longer upload to the bucket) until the server stops answering.
 */
export async function uploadObjectsUntilKilled(
  url: string,
  serviceKey: string,
  runId: string,
  ack: Acknowledged,
) {
  for (let i = 0; ; i++) {
    const path = `public/crash-${runId}-${i}.png`;
    const bytes = Buffer.concat([PNG, randomBytes(4096 + Math.floor(Math.random() * 60_000))]);
    try {
      const response = await fetch(`${url}/storage/v1/object/testimonial_photos/${path}`, {
        method: 'POST',
        headers: { ...keyHeaders(serviceKey), 'Content-Type': 'image/png' },
        body: bytes,
      });
      if (response.status === 200) ack.objects.set(path, bytes);
      else throw new Error(`unexpected ${response.status}: ${await response.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
      return;
    }
  }
}

/** Acknowledged objects that are missing or differ from what was uploaded, read back with the service role. */
export async function missingObjects(url: string, serviceKey: string, objects: Map<string, Buffer>) {
  const missing: string[] = [];
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
  for (const [path, bytes] of objects) {
    const response = await fetch(`${url}/storage/v1/object/authenticated/testimonial_photos/${path}`, {
      headers,
    });
    const stored = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !stored.equals(bytes)) missing.push(path);
  }
  return missing;
}
