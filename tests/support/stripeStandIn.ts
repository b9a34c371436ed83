import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's HTTP API the server functions call through the official SDK:
 * POST /v1/billing_portal/sessions (form-encoded customer and return_url, Bearer secret key). It answers
 * as Stripe does (a billing_portal.session object; 401 without a key; 400 resource_missing for an unknown
 * customer) and records each request for the test to read.
 */
export interface StripeStandIn {
  url: string;
  requests: { path: string; authorization: string | undefined; form: Record<string, string> }[];
  customers: Set<string>;
  close(): Promise<void>;
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

export async function startStripeStandIn(customers: string[] = []): Promise<StripeStandIn> {
  const standIn: Omit<StripeStandIn, 'url' | 'close'> = { requests: [], customers: new Set(customers) };
  const server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
    const path = (request.url ?? '').split('?')[0] ?? '';
    standIn.requests.push({ path, authorization: request.headers.authorization, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${standIn.requests.length}`,
      });
      response.end(JSON.stringify(body));
    };
    if (!request.headers.authorization?.startsWith('Bearer sk_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (request.method !== 'POST' || path !== '/v1/billing_portal/sessions')
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${path})`,
        },
      });
    if (!form.customer || !standIn.customers.has(form.customer))
      return send(400, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'customer',
          message: `No such customer: '${form.customer}'`,
        },
      });
    const id = `bps_${standIn.requests.length}`;
    send(200, {
      id,
      object: 'billing_portal.session',
      customer: form.customer,
      return_url: form.return_url,
      livemode: false,
      url: `https://billing.stripe.com/p/session/test_${id}`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
