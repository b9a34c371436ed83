import { describe, expect, it } from 'vitest';
import {
  emptyLinks,
  linkFields,
  linksFromRow,
  readTranscript,
  referencesPreview,
  referencesProblem,
} from './teachingLinks.ts';

describe('referencesProblem', () => {
  it.each([
    ['', null],
    ['Rom 8:28-39', null],
    ['Romanos 8:28-39; Hechizos 3', 'No se reconoce el libro en «Hechizos 3».'],
    ['Sal 151', '«Sal 151»: ese capítulo no existe en el libro.'],
  ])('%j → %j', (text, problem) => {
    expect(referencesProblem(text)).toBe(problem);
  });

  it('previews what will be stored in full', () => {
    expect(referencesPreview('Rom 8:28-39; 1 Co 13')).toBe('Romanos 8:28–39; 1 Corintios 13');
  });
});

describe('readTranscript', () => {
  it.each([
    ['WEBVTT\n\n00:00.000 --> 00:02.000\nHola', { ok: true, cues: 1 }],
    [
      'WEBVTT\n\n00:00.000 --> 00:02.000\nHola\n\n00:03 --> 00:04.000\nAdiós',
      {
        ok: false,
        message:
          'Transcripción no válida (línea 6): se esperaba un tiempo como «00:01:02.500 --> 00:01:05.000».',
      },
    ],
  ])('%j → %j', (text, result) => {
    expect(readTranscript(text)).toEqual(result);
  });
});

describe('linkFields', () => {
  const withSeries = { ...emptyLinks, seriesId: 's1', references: 'Rom 8:28-39' };

  it('stores the parsed references, the series and its position', () => {
    expect(linkFields({ ...withSeries, seriesPosition: '2' })).toEqual({
      ok: true,
      fields: {
        series_id: 's1',
        series_position: 2,
        scripture_references: [{ book: 'romanos', chapter: 8, verse: 28, end_chapter: 8, end_verse: 39 }],
      },
    });
  });

  it.each([
    ['0', 'La posición en la serie debe ser un número entre 1 y 10000.'],
    ['dos', 'La posición en la serie debe ser un número entre 1 y 10000.'],
  ])('refuses position %s', (seriesPosition, message) => {
    expect(linkFields({ ...withSeries, seriesPosition })).toEqual({ ok: false, message });
  });

  it('drops the position without a series', () => {
    const result = linkFields({ ...emptyLinks, seriesPosition: '3' });
    expect(result).toEqual({
      ok: true,
      fields: { series_id: null, series_position: null, scripture_references: [] },
    });
  });
});

describe('linksFromRow', () => {
  it('shows references in full and speakers in credit order', () => {
    const row = {
      series_id: null,
      series_position: null,
      scripture_references: [{ book: 'salmos', chapter: 23, verse: null, end_chapter: 23, end_verse: null }],
      transcript_vtt: null,
    };
    const speakers = [
      { speaker_id: 'b', position: 2 },
      { speaker_id: 'a', position: 1 },
    ];
    expect(linksFromRow(row, speakers)).toEqual({
      ...emptyLinks,
      speakerIds: ['a', 'b'],
      references: 'Salmos 23',
    });
  });
});
