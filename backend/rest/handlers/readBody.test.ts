import { describe, expect, it } from 'vitest';
import { readBody } from './readBody.ts';

describe('readBody', () => {
  it("reads the body's bytes", async () => {
    const body = await readBody(new Request('http://x/', { method: 'POST', body: 'héllo' }));
    expect(body.toString('utf8')).toBe('héllo');
    expect((await readBody(new Request('http://x/'))).length).toBe(0);
  });

  it('refuses bodies over the limit, declared or streamed, with 413', async () => {
    const big = new Request('http://x/', { method: 'POST', body: 'x'.repeat(20) });
    await expect(readBody(big, 10)).rejects.toMatchObject({ status: 413, code: 'PGRST413' });
    const declared = new Request('http://x/', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Length': '999' },
    });
    await expect(readBody(declared, 10)).rejects.toMatchObject({ status: 413 });
  });
});
