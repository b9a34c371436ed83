import { RestError } from '../errors/restError.ts';

/** What a response body is rendered as. */
export type ResponseFormat =
  | { kind: 'json'; stripNulls: boolean }
  | { kind: 'single'; stripNulls: boolean }
  | { kind: 'csv' };

export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  single: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;

interface Accepted {
  type: string;
  params: Record<string, string>;
  quality: number;
}

function parseAccept(header: string): Accepted[] {
  return header
    .split(',')
    .map((part) => {
      const [type = '', ...rawParams] = part.split(';').map((s) => s.trim());
      const params: Record<string, string> = {};
      for (const param of rawParams) {
        const eq = param.indexOf('=');
        if (eq > 0) params[param.slice(0, eq).trim().toLowerCase()] = param.slice(eq + 1).trim();
      }
      const quality = params.q === undefined ? 1 : Number(params.q);
      return { type: type.toLowerCase(), params, quality: Number.isNaN(quality) ? 0 : quality };
    })
    .filter((accepted) => accepted.type !== '' && accepted.quality > 0)
    .sort((a, b) => b.quality - a.quality);
}

function formatFor({ type, params }: Accepted): ResponseFormat | undefined {
  const stripNulls = params.nulls === 'stripped';
  switch (type) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return { kind: 'json', stripNulls: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', stripNulls };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'single', stripNulls };
    case 'text/csv':
      return { kind: 'csv' };
    default:
      return undefined;
  }
}

/** Content negotiation: the first acceptable type by quality; PGRST107 (406) when none is. */
export function negotiateFormat(accept: string | null | undefined): ResponseFormat {
  if (accept === null || accept === undefined || accept.trim() === '')
    return { kind: 'json', stripNulls: false };
  const accepted = parseAccept(accept);
  for (const candidate of accepted) {
    const format = formatFor(candidate);
    if (format) return format;
  }
  const mimes = accepted.length ? accepted.map((a) => a.type) : [accept.trim()];
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${mimes.join(', ')}`);
}

export function contentTypeOf(format: ResponseFormat): string {
  return CONTENT_TYPES[format.kind];
}
