/**
 * WebVTT (https://www.w3.org/TR/webvtt1/) for transcripts: the cues with their times and plain text. The
 * browser's own parser forgives almost anything and silently drops what it cannot read; staff attaching a
 * transcript need the opposite, so this one refuses a malformed file and says on which line.
 */
export interface Cue {
  /** The cue identifier, when the file gives one ("Introducción", "12"). */
  id: string | null;
  /** Seconds from the start of the media. */
  start: number;
  end: number;
  /** The words, without markup: <v>, <i>, <c.x>, inline timestamps and entities resolved. */
  text: string;
  /** Who speaks, from a <v Name> span. */
  voice: string | null;
}

export type VttProblem = 'header' | 'timing' | 'order' | 'arrow' | 'empty';

export type ParsedVtt = { ok: true; cues: Cue[] } | { ok: false; line: number; problem: VttProblem };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** "01:02:03.500" or "02:03.500" → seconds; null when it is not a WebVTT timestamp. */
export function parseTimestamp(text: string): number | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '', rlm: '' };

/** Cue payload → plain text and the speaker of its first <v> span. */
export function cueText(payload: string): { text: string; voice: string | null } {
  const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(payload)?.[1]?.trim() ?? null;
  const text = payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { text, voice };
}

/** "start --> end settings" → seconds, or the problem with that line. */
function readTiming(line: string): { start: number; end: number } | VttProblem {
  const match = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/.exec(line);
  const start = match ? parseTimestamp(match[1]!) : null;
  const end = match ? parseTimestamp(match[2]!) : null;
  if (start === null || end === null) return 'timing';
  return end > start ? { start, end } : 'order';
}

const isMetadataBlock = (line: string) => /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(line);

/** The whole file → its cues, or the first line that is not WebVTT. */
export function parseWebVtt(source: string): ParsedVtt {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, line: 1, problem: 'header' };
  const cues: Cue[] = [];
  let i = 1;
  // Header lines run to the first blank line; a cue there would be read as header and lost.
  for (; i < lines.length && lines[i] !== ''; i++) {
    if (lines[i]!.includes('-->')) return { ok: false, line: i + 1, problem: 'arrow' };
  }
  while (i < lines.length) {
    if (lines[i]!.trim() === '') {
      i++;
      continue;
    }
    if (isMetadataBlock(lines[i]!)) {
      while (i < lines.length && lines[i] !== '') i++;
      continue;
    }
    const id = lines[i]!.includes('-->') ? null : lines[i++]!.trim();
    const timing = readTiming(lines[i] ?? '');
    if (typeof timing === 'string') return { ok: false, line: i + 1, problem: timing };
    i++;
    const payload: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') {
      if (lines[i]!.includes('-->')) return { ok: false, line: i + 1, problem: 'arrow' };
      payload.push(lines[i++]!);
    }
    cues.push({ id, ...timing, ...cueText(payload.join('\n')) });
  }
  return cues.length > 0 ? { ok: true, cues } : { ok: false, line: lines.length, problem: 'empty' };
}
