import { describe, expect, it } from 'vitest';
import { clientAddress, limitBody, rateLimited, retrySentence } from './publicDoor.ts';
import { Refusal } from './serverFunction.ts';

describe('retrySentence', () => {
  // The same words private.retry_sentence gives the API's own doors (20251201120000_limit_public_doors.sql).
  it.each([
    [1, 'Inténtalo de nuevo en un minuto.'],
    [60, 'Inténtalo de nuevo en un minuto.'],
    [61, 'Inténtalo de nuevo en 2 minutos.'],
    [719, 'Inténtalo de nuevo en 12 minutos.'],
    [3599, 'Inténtalo de nuevo en 60 minutos.'],
    [3600, 'Inténtalo de nuevo en una hora.'],
    [5400, 'Inténtalo de nuevo en 2 horas.'],
  ])('%i s → %s', (seconds, sentence) => {
    expect(retrySentence(seconds)).toBe(sentence);
  });
});

describe('rateLimited', () => {
  it('is a 429 with Retry-After and the sentence after what happened', () => {
    const refusal = rateLimited(90);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '90' } });
    expect(refusal.message).toBe(
      'Has hecho demasiados intentos seguidos desde tu conexión. Inténtalo de nuevo en 2 minutos.',
    );
  });
});

describe('clientAddress', () => {
  it.each([
    [{ 'x-nf-client-connection-ip': ' 203.0.113.9 ' }, '203.0.113.9'],
    [{ 'x-forwarded-for': '203.0.113.9' }, null],
    [{}, null],
  ])('%o → %s', (headers, address) => {
    expect(clientAddress(new Request('http://sitio.test/', { headers }))).toBe(address);
  });
});

describe('limitBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://sitio.test/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('passes a body within the limit on, readable', async () => {
    const limited = await limitBody(post('{"a":1}'), 10);
    expect(await limited.json()).toEqual({ a: 1 });
  });

  it.each([
    ['declared', post('{}', { 'content-length': '2048' })],
    ['sent', post('x'.repeat(1025))],
    [
      'streamed without a length',
      post(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(1025));
            controller.close();
          },
        }),
      ),
    ],
  ])('refuses a body over the limit (%s) with 413 in Spanish', async (_how, request) => {
    await expect(limitBody(request, 1024)).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'Lo enviado es demasiado grande (máximo 1 KB).',
    });
  });
});
