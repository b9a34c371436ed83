import { contentTypeOf } from '../query/mediaType.ts';
import type { RestRequest } from './requestContext.ts';

export interface SuccessOptions {
  status: number;
  body?: string | null;
  contentRange?: string;
  preferenceApplied?: string | undefined;
  /** Adds Content-Type (and Content-Profile) like PostgREST does when a body representation is sent. */
  withContentType?: boolean;
  headers?: Record<string, string>;
}

/** A successful PostgREST response: body text straight from Postgres, and PostgREST's headers. */
export function respond(req: RestRequest, options: SuccessOptions): Response {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentRange !== undefined) headers['Content-Range'] = options.contentRange;
  if (options.preferenceApplied !== undefined) headers['Preference-Applied'] = options.preferenceApplied;
  if (options.withContentType) {
    headers['Content-Type'] = contentTypeOf(req.format);
    if (req.profileRequested) headers['Content-Profile'] = req.schemaName;
  }
  const sendBody =
    req.method !== 'HEAD' && options.status !== 204 && options.body !== undefined && options.body !== null;
  if (sendBody) headers['Content-Length'] = String(Buffer.byteLength(options.body!));
  return new Response(sendBody ? options.body : null, { status: options.status, headers });
}
