/**
 * The answer to a request the gate turned away or that ran out of time: 503 with Retry-After, in the error
 * format of the API the client called, so supabase-js surfaces a normal error instead of a parse failure.
 */
export type OverloadReason = 'busy' | 'timeout';

function bodyFor(pathname: string, reason: OverloadReason): Record<string, unknown> {
  const details =
    reason === 'busy' ? 'the request queue is full' : 'the request took longer than the time limit';
  if (pathname.startsWith('/rest/')) {
    // PostgREST's own answer when no database connection frees up in time.
    return {
      code: 'PGRST003',
      message: 'Timed out acquiring connection from connection pool.',
      details,
      hint: 'Retry after a moment.',
    };
  }
  if (pathname.startsWith('/storage/')) {
    return {
      statusCode: '503',
      code: 'SlowDown',
      error: 'SlowDown',
      message: 'Please reduce your request rate',
    };
  }
  if (pathname.startsWith('/auth/')) {
    return {
      code: 503,
      error_code: 'request_timeout',
      msg: 'Processing this request timed out, please retry after a moment.',
    };
  }
  return { message: 'Service unavailable', details };
}

export function overloadedResponse(
  request: Request,
  reason: OverloadReason,
  retryAfterSeconds = 1,
): Response {
  const { pathname } = new URL(request.url);
  return new Response(JSON.stringify(bodyFor(pathname, reason)), {
    status: 503,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Retry-After': String(retryAfterSeconds),
      'Access-Control-Allow-Origin': '*',
    },
  });
}
