/** Media types as PostgREST decodes them (MediaType.hs), for Accept and Content-Type alike. */
export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

export type MediaType =
  | { kind: 'json' | 'geojson' | 'csv' | 'text' | 'xml' | 'openapi' | 'urlencoded' | 'octet' | 'any' }
  | { kind: 'arrayStrip' }
  | { kind: 'single'; strip: boolean }
  | { kind: 'plan'; for: MediaType; format: 'json' | 'text'; options: PlanOption[] }
  | { kind: 'other'; text: string };

const PLAN_OPTIONS: PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];
const SIMPLE: Record<string, MediaType['kind']> = {
  'application/json': 'json',
  'application/geo+json': 'geojson',
  'text/csv': 'csv',
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/openapi+json': 'openapi',
  'application/x-www-form-urlencoded': 'urlencoded',
  'application/octet-stream': 'octet',
  '*/*': 'any',
};

/** `type/subtype; key=value; key="quoted"` as MediaType.hs tokenizes it; undefined when it does not parse. */
function tokenize(text: string): { type: string; params: Map<string, string> } | undefined {
  const head = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)/.exec(text);
  if (!head) return undefined;
  const params = new Map<string, string>();
  const param = /^\s*;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/;
  let rest = text.slice(head[0].length);
  for (let match = param.exec(rest); match; match = param.exec(rest)) {
    params.set(match[1]!.toLowerCase(), match[2] ?? match[3]!);
    rest = rest.slice(match[0].length);
  }
  return { type: `${head[1]}/${head[2]}`.toLowerCase(), params };
}

export function decodeMediaType(text: string): MediaType {
  const token = tokenize(text);
  if (!token) return { kind: 'other', text };
  const { type, params } = token;
  const strip = params.get('nulls') === 'stripped';
  const simple = SIMPLE[type];
  if (simple) return { kind: simple } as MediaType;
  switch (type) {
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      const options = (params.get('options') ?? '').split('|');
      return {
        kind: 'plan',
        for: decodeMediaType(params.get('for') ?? 'application/json'),
        format: type.endsWith('+json') ? 'json' : 'text',
        options: PLAN_OPTIONS.filter((option) => options.includes(option)),
      };
    }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'single', strip };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return strip ? { kind: 'arrayStrip' } : { kind: 'json' };
    default:
      return { kind: 'other', text };
  }
}

const MIMES: Record<string, string> = Object.fromEntries(
  Object.entries(SIMPLE).map(([mime, kind]) => [kind, mime]),
);

export function toMime(mt: MediaType): string {
  switch (mt.kind) {
    case 'arrayStrip':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'single':
      return `application/vnd.pgrst.object+json${mt.strip ? ';nulls=stripped' : ''}`;
    case 'plan':
      return `application/vnd.pgrst.plan+${mt.format}; for="${toMime(mt.for)}"${mt.options.length ? `; options=${mt.options.join('|')}` : ''}`;
    case 'other':
      return mt.text;
    default:
      return MIMES[mt.kind]!;
  }
}

/** The Content-Type header: with `charset=utf-8` except for bytes and media types PostgREST does not know. */
export function contentTypeOf(mt: MediaType): string {
  return mt.kind === 'octet' || mt.kind === 'other' ? toMime(mt) : `${toMime(mt)}; charset=utf-8`;
}

/** The identity of a media type for handler lookups (MediaType.hs `Eq`). */
export const mediaTypeKey = (mt: MediaType): string => toMime(mt);

/**
 * The Accept header as wai-extra's parseHttpAccept reads it for PostgREST: spaces removed, `;q=` read
 * as a number (1 without it), sorted by quality and then by specificity (more parameters, fewer `*`).
 * No header accepts anything.
 */
export function parseAccept(header: string | null): MediaType[] {
  if (header === null) return [{ kind: 'any' }];
  if (header === '') return [];
  return header
    .split(',')
    .map((part) => {
      const text = part.replaceAll(' ', '');
      const at = text.indexOf(';q=');
      const type = at < 0 ? text : text.slice(0, at);
      const quality = at < 0 ? 1 : Number.parseFloat(text.slice(at + 3).split(';')[0]!);
      const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
      return { type, quality: Number.isNaN(quality) ? 1 : quality, specificity };
    })
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.quality - a.quality || b.specificity - a.specificity || a.index - b.index)
    .map((entry) => decodeMediaType(entry.type));
}
