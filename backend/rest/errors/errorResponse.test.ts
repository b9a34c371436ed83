import { describe, expect, it, vi } from 'vitest';
import { errorResponse } from './errorResponse.ts';
import { RestError } from './restError.ts';

const pgError = (code: string, message: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('errorResponse', () => {
  it('writes a RestError with its status, headers and Proxy-Status', async () => {
    const res = errorResponse(new RestError(406, 'PGRST116', 'm', 'd', 'h', { 'X-A': '1' }), {
      isAnon: true,
    });
    expect(res.status).toBe(406);
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST116');
    expect(res.headers.get('x-a')).toBe('1');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ code: 'PGRST116', message: 'm', details: 'd', hint: 'h' });
  });

  it('passes Postgres errors through with the mapped status', async () => {
    const res = errorResponse(pgError('23505', 'duplicate', { detail: 'Key (id)=(1) already exists.' }), {
      isAnon: false,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: '23505',
      message: 'duplicate',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
    const denied = errorResponse(pgError('42501', 'permission denied for table t'), { isAnon: true });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toBe('Bearer');
  });

  it("honours RAISE SQLSTATE 'PGRST' with JSON message and detail", async () => {
    const raised = pgError('PGRST', '{"code":"123","message":"Custom","hint":"h"}', {
      detail: '{"status":418,"headers":{"X-Tea":"yes"}}',
    });
    const res = errorResponse(raised, { isAnon: true });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-tea')).toBe('yes');
    expect(await res.json()).toEqual({ code: '123', message: 'Custom', details: null, hint: 'h' });
    const broken = errorResponse(pgError('PGRST', 'not json'), { isAnon: true });
    expect(broken.status).toBe(500);
    expect((await broken.json()).code).toBe('PGRST121');
  });

  it('answers socket errors with 503 and anything else with a logged 500', async () => {
    expect(errorResponse(pgError('ECONNRESET', 'reset'), { isAnon: true }).status).toBe(503);
    const onUnexpected = vi.fn();
    const res = errorResponse(new TypeError('bug'), { isAnon: true, onUnexpected });
    expect(res.status).toBe(500);
    expect(onUnexpected).toHaveBeenCalledOnce();
    expect(await res.json()).toEqual({
      code: 'PGRSTX00',
      message: 'Internal server error',
      details: null,
      hint: null,
    });
  });
});
