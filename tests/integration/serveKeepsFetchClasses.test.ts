import { afterAll, beforeAll, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../backend/serve.ts';
import { API_URL, startTestBackend, type TestBackend } from '../support/testBackend.ts';

// Serving must not change what in-process callers of the same process get (the tests, the e2e site's
// server functions): @hono/node-server's default global Response lost headers added after construction.
let t: TestBackend;
let server: RunningServer;
beforeAll(async () => {
  t = await startTestBackend();
  server = await listen(t.backend, 0);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const refusedKey = (base: string) =>
  new Request(`${base}/storage/v1/object/photos/public/a%00b.png`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.backend.ctx.keys.anonKey}`, 'content-type': 'image/png' },
    body: new Uint8Array([137, 80, 78, 71]),
  });

it('leaves the global Response alone', () => {
  expect(Response.name).toBe('Response');
});

it("keeps Storage's nosniff on an error read in-process and over HTTP", async () => {
  for (const answer of [await t.backend.fetch(refusedKey(API_URL)), await fetch(refusedKey(server.url))]) {
    expect(await answer.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  }
});
