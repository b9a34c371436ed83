import type { Cue } from './webvtt.ts';

/** A stretch of the transcript shown as one paragraph, opened by the time it starts at. */
export interface TranscriptParagraph {
  start: number;
  text: string;
  /** Set when a chapter starts here. */
  chapter: string | null;
}

export interface Chapter {
  title: string;
  start: number;
}

/** Cue identifiers that are words ("Introducción") mark chapters; numbers ("12") are only counters. */
const chapterTitle = (cue: Cue): string | null => (cue.id && !/^\d+$/.test(cue.id) ? cue.id : null);

export function transcriptChapters(cues: readonly Cue[]): Chapter[] {
  return cues.flatMap((cue) => {
    const title = chapterTitle(cue);
    return title ? [{ title, start: cue.start }] : [];
  });
}

/**
 * Cues → paragraphs a person can read: a new one at each chapter and whenever the current one has run
 * `maxSeconds`, so every paragraph's time link lands near the words it introduces.
 */
export function transcriptParagraphs(cues: readonly Cue[], maxSeconds = 60): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = [];
  let current: TranscriptParagraph | undefined;
  for (const cue of cues) {
    const chapter = chapterTitle(cue);
    if (!current || chapter || cue.start - current.start >= maxSeconds) {
      current = { start: cue.start, text: cue.text, chapter };
      paragraphs.push(current);
    } else current.text = `${current.text} ${cue.text}`.trim();
  }
  return paragraphs.filter((paragraph) => paragraph.text !== '' || paragraph.chapter);
}

/** Seconds → "1:23" or "1:02:03", as players show times. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Spoken form for screen readers: "1 minuto 23 segundos". */
export function spokenClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const parts: [number, string, string][] = [
    [Math.floor(total / 3600), 'hora', 'horas'],
    [Math.floor((total % 3600) / 60), 'minuto', 'minutos'],
    [total % 60, 'segundo', 'segundos'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return said.length > 0 ? said.join(' ') : '0 segundos';
}
