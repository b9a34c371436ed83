import type { SupabaseClient } from '@supabase/supabase-js';
import { QUARANTINE_BUCKET, type UploadKind } from '#core/visitor/visitorUpload.ts';
import { visitorUpload } from '../../netlify/lib/visitorUpload.ts';
import { API_URL, type TestBackend } from './testBackend.ts';

/** Forms as a visitor types them (every field a string), valid for each kind. */
export const VISITOR_FORMS = {
  photo: { name: 'Ana Pérez', country: 'Chile', testimonial_text: 'Dios es fiel.', email: '' },
  cv: {
    name: 'Ana Pérez',
    email: 'ana@example.org',
    position_interest: 'Pastor de Jóvenes',
    city_country: '',
    cover_letter_text: '',
  },
} satisfies Record<UploadKind, Record<string, string>>;

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The visitor-upload function mounted on a test backend, and what a visitor's browser does with it
 * (src/components/islands/visitorUploadClient.ts): ask for a URL, send the file to the quarantine with
 * the anon key, then send the form to finish.
 */
export function visitorUploads(t: TestBackend) {
  const handle = visitorUpload.create({
    supabaseUrl: API_URL,
    secretKey: t.backend.ctx.keys.secretKey,
    fetch: (input, init) => t.backend.fetch(new Request(input, init)),
  });
  const visitor = t.client('anon') as unknown as SupabaseClient;

  const call = async (body: unknown, method = 'POST'): Promise<FunctionAnswer> => {
    const response = await handle(
      new Request('http://localhost/.netlify/functions/visitor-upload', {
        method,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const upload = async (
    kind: UploadKind,
    bytes: Uint8Array,
    type: string,
    form: object = VISITOR_FORMS[kind],
    website = '',
  ): Promise<FunctionAnswer> => {
    const started = await call({ step: 'start', kind });
    if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started)}`);
    const { path, token } = started.body as { path: string; token: string };
    const sent = await visitor.storage
      .from(QUARANTINE_BUCKET)
      .uploadToSignedUrl(path, token, new Blob([Buffer.from(bytes)], { type }));
    if (sent.error) throw sent.error;
    return call({ step: 'finish', kind, path, form, website });
  };

  return { call, upload };
}
