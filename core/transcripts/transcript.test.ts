import { describe, expect, it } from 'vitest';
import { formatClock, spokenClock, transcriptChapters, transcriptParagraphs } from './transcript.ts';
import type { Cue } from './webvtt.ts';

const cue = (start: number, text: string, id: string | null = null): Cue => ({
  id,
  start,
  end: start + 5,
  text,
  voice: null,
});

describe('transcript', () => {
  const cues = [
    cue(0, 'Uno.', 'Introducción'),
    cue(5, 'Dos.', '2'),
    cue(70, 'Tres.'),
    cue(80, 'Cuatro.', 'Aplicación'),
  ];

  it('takes chapters from worded cue identifiers only', () => {
    expect(transcriptChapters(cues)).toEqual([
      { title: 'Introducción', start: 0 },
      { title: 'Aplicación', start: 80 },
    ]);
  });

  it('groups cues in paragraphs of at most a minute, starting one at each chapter', () => {
    expect(transcriptParagraphs(cues)).toEqual([
      { start: 0, text: 'Uno. Dos.', chapter: 'Introducción' },
      { start: 70, text: 'Tres.', chapter: null },
      { start: 80, text: 'Cuatro.', chapter: 'Aplicación' },
    ]);
  });

  it.each([
    [0, '0:00', '0 segundos'],
    [83.9, '1:23', '1 minuto 23 segundos'],
    [3723, '1:02:03', '1 hora 2 minutos 3 segundos'],
  ])('%s s → %s', (seconds, clock, spoken) => {
    expect(formatClock(seconds)).toBe(clock);
    expect(spokenClock(seconds)).toBe(spoken);
  });
});
