import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { prayerRequestSchema } from '#core/schemas/prayerRequest.ts';
import {
  defineServerFunction,
  deployed,
  fail,
  functionPath,
  json,
  Refusal,
  readBody,
  requirePost,
  serverApiFromEnv,
} from './serverFunction.ts';
import { bearerToken, staffPost } from './staffCaller.ts';

const settings = { supabaseUrl: 'http://127.0.0.1:1', secretKey: 'service-key' };
const post = (body: string) => new Request('http://localhost/f', { method: 'POST', body });
const bodyOf = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('answers', () => {
  it('writes errors in PostgREST shape, never cached', async () => {
    const response = fail(403, 'not_admin', 'No.');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await bodyOf(response)).toEqual({
      status: 403,
      body: { code: 'not_admin', message: 'No.', details: null, hint: null },
    });
  });

  it('names functions as Netlify serves them', () => {
    expect(functionPath('manage-staff')).toBe('/.netlify/functions/manage-staff');
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   abc', 'abc'],
    ['Basic abc', undefined],
    ['Bearer ', undefined],
    ['Bearer a b', undefined],
    [null, undefined],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('defineServerFunction', () => {
  const run = (handle: (request: Request) => Promise<Response>) =>
    defineServerFunction('probe', () => handle).create(settings)(post('{}'));

  it('answers a Refusal with its status and code', async () => {
    const response = await run(async () => {
      throw new Refusal(409, 'taken', 'Ya existe.');
    });
    expect(await bodyOf(response)).toMatchObject({
      status: 409,
      body: { code: 'taken', message: 'Ya existe.' },
    });
  });

  it('answers anything else thrown with 500', async () => {
    const response = await run(async () => {
      throw new Error('boom');
    });
    expect(await bodyOf(response)).toMatchObject({ status: 500, body: { code: 'unexpected_failure' } });
  });

  it('passes a handler’s own answer through', async () => {
    expect((await run(async () => json(202, { ok: true }))).status).toBe(202);
  });
});

describe('request checks', () => {
  it('refuses other methods than POST with 405', () => {
    expect(() => requirePost(new Request('http://localhost/f'))).toThrow(
      expect.objectContaining({ status: 405, code: 'method_not_allowed' }),
    );
  });

  const schema = z.object({ email: z.email('Introduce un email válido.') });

  it.each([
    ['not json', 'invalid_json', 'El cuerpo debe ser JSON.'],
    ['{"email":"x"}', 'validation_failed', 'Introduce un email válido.'],
  ])('refuses the body %s', async (body, code, message) => {
    await expect(readBody(post(body), schema)).rejects.toMatchObject({ status: 400, code, message });
  });

  // A hand-made request: the schema words no message of its own, so the Spanish fallback does, not zod's English.
  it.each([
    ['{}', 'Falta el campo «name».'],
    ['{"name":{"a":1}}', 'El campo «name» no es válido.'],
    ['[]', 'Los datos enviados no son válidos.'],
  ])('words in Spanish what the schema leaves unworded: %s', async (body, message) => {
    await expect(readBody(post(body), z.object({ name: z.string() }))).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message,
    });
  });

  // A visitor schema names its toast by key; the function answers the toast as the spec writes it.
  it.each([
    ['{"name":"Ana","request_text":" "}', 'Petición requerida: Por favor, escribe tu motivo de oración.'],
    [
      `{"name":"${'a'.repeat(201)}","request_text":"Por mi familia"}`,
      'Texto demasiado largo: El nombre no puede superar los 200 caracteres.',
    ],
  ])('answers a visitor form’s toast as one sentence: %s', async (body, message) => {
    await expect(readBody(post(body), prayerRequestSchema)).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message,
    });
  });

  it('returns the parsed body', async () => {
    expect(await readBody(post('{"email":"ana@example.org"}'), schema)).toEqual({ email: 'ana@example.org' });
  });
});

describe('staffPost', () => {
  const access = { capability: 'staff.manage', refusal: { code: 'not_admin', message: 'No.' } } as const;
  const schema = z.object({ id: z.string() });

  // The method is refused before the token is read, and a missing token before the body is.
  it.each([
    [new Request('http://localhost/f'), 405, 'method_not_allowed'],
    [post('not json'), 401, 'no_authorization'],
  ])('checks the method, then who calls, then the body (%#)', async (request, status, code) => {
    await expect(staffPost(settings, request, access, schema)).rejects.toMatchObject({ status, code });
  });
});

describe('deployed', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers 503 until the API URL and service key are set, then builds the function once', async () => {
    vi.stubEnv('SUPABASE_URL', '');
    vi.stubEnv('PUBLIC_SUPABASE_URL', '');
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '');
    vi.stubEnv('SUPABASE_SECRET_KEY', '');
    const create = vi.fn(() => async () => json(200, { ok: true }));
    const handler = deployed({ name: 'probe', create });
    expect(await bodyOf(await handler(post('')))).toMatchObject({
      status: 503,
      body: { code: 'not_configured' },
    });

    vi.stubEnv('SUPABASE_URL', 'https://example.supabase.co');
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', 'service-key');
    expect((await handler(post(''))).status).toBe(200);
    expect((await handler(post(''))).status).toBe(200);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('serverApiFromEnv', () => {
  it.each([
    [
      'the secret key',
      { SUPABASE_URL: 'https://p.supabase.co', SUPABASE_SECRET_KEY: 'sb_secret_x' },
      'sb_secret_x',
    ],
    [
      'the secret key before the legacy one',
      {
        SUPABASE_URL: 'https://p.supabase.co',
        SUPABASE_SECRET_KEY: 'sb_secret_x',
        SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy',
      },
      'sb_secret_x',
    ],
    [
      'the legacy key of a project not moved yet',
      { PUBLIC_SUPABASE_URL: 'https://p.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy' },
      'eyJ.legacy',
    ],
  ])('uses %s', (_, env, secretKey) => {
    expect(serverApiFromEnv(env)).toEqual({ supabaseUrl: 'https://p.supabase.co', secretKey });
  });

  it.each([
    [{ SUPABASE_SECRET_KEY: 'sb_secret_x' }],
    [{ SUPABASE_URL: 'https://p.supabase.co', SUPABASE_SECRET_KEY: ' ' }],
  ])('is undefined until both the URL and a key are set (%j)', (env) => {
    expect(serverApiFromEnv(env)).toBeUndefined();
  });
});
