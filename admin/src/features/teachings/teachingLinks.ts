import type { Json } from '#core/database.types.ts';
import { formMessages } from '#core/messages/formMessages.ts';
import { formatReferences } from '#core/scripture/formatReferences.ts';
import { parseReferences } from '#core/scripture/parseReferences.ts';
import type { ScriptureReference } from '#core/scripture/scriptureReference.ts';
import { parseWebVtt } from '#core/transcripts/webvtt.ts';
import { adminMessages } from '../../lib/messages.ts';

/** Posts, videos and audios are teachings: each joins a series, credits speakers and cites Scripture. */
export type TeachingKind = 'post' | 'video' | 'audio';

/** What the editor's library inputs hold; strings as typed, converted once on save. */
export interface TeachingLinks {
  /** '' when the teaching belongs to no series. */
  seriesId: string;
  seriesPosition: string;
  /** In the order they are credited. */
  speakerIds: string[];
  /** References as the person types them ("Rom 8:28-39; Sal 23"). */
  references: string;
  /** The WebVTT file's text; null when there is none (posts never have one). */
  transcript: string | null;
}

export const emptyLinks: TeachingLinks = {
  seriesId: '',
  seriesPosition: '',
  speakerIds: [],
  references: '',
  transcript: null,
};

interface LinkedRow {
  series_id: string | null;
  series_position: number | null;
  scripture_references: Json;
  transcript_vtt?: string | null;
}

/** A saved teaching's links; its references shown back in full ("Romanos 8:28–39"). */
export function linksFromRow(row: LinkedRow, speakers: readonly { speaker_id: string; position: number }[]) {
  return {
    seriesId: row.series_id ?? '',
    seriesPosition: row.series_position === null ? '' : String(row.series_position),
    speakerIds: [...speakers].sort((a, b) => a.position - b.position).map((link) => link.speaker_id),
    references: formatReferences(row.scripture_references as unknown as ScriptureReference[]),
    transcript: row.transcript_vtt ?? null,
  } satisfies TeachingLinks;
}

/** The Spanish reason the references cannot be saved, quoting the fragment the parser could not read. */
export function referencesProblem(text: string): string | null {
  const parsed = parseReferences(text);
  return parsed.ok ? null : formMessages.scripture[parsed.problem](parsed.fragment);
}

/** How the references will be stored, written out in full, or '' while there are none or they fail. */
export function referencesPreview(text: string): string {
  const parsed = parseReferences(text);
  return parsed.ok ? formatReferences(parsed.references) : '';
}

/** A chosen WebVTT file: its text and cue count, or why it is refused (with the line number). */
export function readTranscript(text: string): { ok: true; cues: number } | { ok: false; message: string } {
  const parsed = parseWebVtt(text);
  return parsed.ok
    ? { ok: true, cues: parsed.cues.length }
    : { ok: false, message: formMessages.transcripts.invalid(parsed.line, parsed.problem) };
}

/** The columns every teaching's links write; videos and audios add transcript_vtt (links.transcript). */
export interface LinkFields {
  series_id: string | null;
  series_position: number | null;
  scripture_references: Json;
}

/** The columns the links write, or the first problem in Spanish. A position needs a series. */
export function linkFields(
  links: TeachingLinks,
): { ok: true; fields: LinkFields } | { ok: false; message: string } {
  const parsed = parseReferences(links.references);
  if (!parsed.ok) return { ok: false, message: formMessages.scripture[parsed.problem](parsed.fragment) };
  const seriesId = links.seriesId || null;
  const text = links.seriesPosition.trim();
  const position = seriesId && text !== '' ? Number(text) : null;
  if (position !== null && !(Number.isInteger(position) && position >= 1 && position <= 10000))
    return { ok: false, message: adminMessages.teachings.errors.position };
  const references = parsed.references.map((reference) => ({ ...reference }));
  return {
    ok: true,
    fields: { series_id: seriesId, series_position: position, scripture_references: references },
  };
}
