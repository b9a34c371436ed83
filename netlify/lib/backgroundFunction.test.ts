import { describe, expect, it, vi } from 'vitest';
import { inBackground, isBackgroundFunction } from './backgroundFunction.ts';

describe('a background function as the local host mounts it', () => {
  it.each([
    ['statement-archive-background', true],
    ['donation-statements', false],
    ['background-report', false],
  ])('%s is a background function: %s', (name, expected) => {
    expect(isBackgroundFunction(name)).toBe(expected);
  });

  it('answers 202 with no body while the work is still running, and the work still reads the body', async () => {
    let finish = () => {};
    const seen: string[] = [];
    const handler = inBackground(async (request) => {
      seen.push(await request.text());
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      seen.push('hecho');
      return new Response('ok');
    });
    const response = await handler(new Request('http://local/fn', { method: 'POST', body: '{"id":1}' }));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    await vi.waitFor(() => expect(seen).toEqual(['{"id":1}']));
    finish();
    await vi.waitFor(() => expect(seen).toEqual(['{"id":1}', 'hecho']));
  });

  it('logs what the work answered with an error or threw, instead of losing it', async () => {
    const log = vi.fn();
    await inBackground(
      async () => new Response('sin permiso', { status: 403 }),
      log,
    )(new Request('http://local/.netlify/functions/x-background', { method: 'POST' }));
    const boom = new Error('roto');
    await inBackground(async () => Promise.reject(boom), log)(new Request('http://local/y-background'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log).toHaveBeenCalledWith('[/.netlify/functions/x-background] terminó con 403: sin permiso');
    expect(log).toHaveBeenCalledWith('[/y-background] falló', boom);
  });
});
