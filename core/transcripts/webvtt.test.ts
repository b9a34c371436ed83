import { describe, expect, it } from 'vitest';
import { formMessages } from '../messages/formMessages.ts';
import { cueText, parseTimestamp, parseWebVtt } from './webvtt.ts';

const vtt = (...lines: string[]) => lines.join('\n');

describe('parseTimestamp', () => {
  it.each([
    ['00:01.000', 1],
    ['01:02.500', 62.5],
    ['01:02:03.250', 3723.25],
    ['100:00:00.000', 360000],
    ['1:02.000', null],
    ['00:60.000', null],
    ['00:00:01,000', null],
    ['00:01.00', null],
  ])('%s → %s', (text, seconds) => {
    expect(parseTimestamp(text)).toBe(seconds);
  });
});

describe('cueText', () => {
  it.each([
    ['<v Pastor Andrés>Bienvenidos</v>', 'Bienvenidos', 'Pastor Andrés'],
    ['<i>Fe</i> &amp; <b>obras</b>', 'Fe & obras', null],
    ['línea uno\nlínea <00:00:05.000>dos', 'línea uno línea dos', null],
    ['&lt;no es etiqueta&gt; &#241; &#xF1;', '<no es etiqueta> ñ ñ', null],
  ])('%j', (payload, text, voice) => {
    expect(cueText(payload)).toEqual({ text, voice });
  });
});

describe('parseWebVtt', () => {
  it('reads cues with and without identifiers, notes, settings, CRLF and a BOM', () => {
    const source = `\uFEFF${vtt(
      'WEBVTT - Predicación',
      'Kind: captions',
      '',
      'NOTE revisado por el equipo',
      'en dos líneas',
      '',
      'Introducción',
      '00:00.000 --> 00:04.500 align:start',
      '<v Andrés>Abramos la Biblia',
      'en Romanos 8.',
      '',
      '00:00:04.500 --> 00:00:09.000',
      'Todas las cosas ayudan a bien.',
      '',
    )}`.replace(/\n/g, '\r\n');
    expect(parseWebVtt(source)).toEqual({
      ok: true,
      cues: [
        { id: 'Introducción', start: 0, end: 4.5, text: 'Abramos la Biblia en Romanos 8.', voice: 'Andrés' },
        { id: null, start: 4.5, end: 9, text: 'Todas las cosas ayudan a bien.', voice: null },
      ],
    });
  });

  it.each([
    ['no header', vtt('00:00.000 --> 00:01.000', 'Hola'), 1, 'header'],
    ['a wrong header', vtt('WEBVTTX', '', '00:00.000 --> 00:01.000', 'Hola'), 1, 'header'],
    ['a cue inside the header', vtt('WEBVTT', '00:00.000 --> 00:01.000', 'Hola'), 2, 'arrow'],
    ['a bad timestamp', vtt('WEBVTT', '', '1', '00:00.000 --> 00:61.000', 'Hola'), 4, 'timing'],
    ['commas instead of periods', vtt('WEBVTT', '', '00:00,000 --> 00:01,000', 'Hola'), 3, 'timing'],
    ['text where a timing should be', vtt('WEBVTT', '', 'Hola', 'mundo'), 4, 'timing'],
    ['an end before the start', vtt('WEBVTT', '', '00:05.000 --> 00:01.000', 'Hola'), 3, 'order'],
    [
      'a missing blank line between cues',
      vtt('WEBVTT', '', '00:00.000 --> 00:01.000', 'Hola', '00:01.000 --> 00:02.000', 'mundo'),
      5,
      'arrow',
    ],
    ['no cues at all', vtt('WEBVTT', '', 'NOTE nada'), 3, 'empty'],
  ])('refuses %s, on line %i', (_, source, line, problem) => {
    expect(parseWebVtt(source)).toEqual({ ok: false, line, problem });
  });

  it('says the line in Spanish', () => {
    expect(formMessages.transcripts.invalid(4, 'timing')).toBe(
      'Transcripción no válida (línea 4): se esperaba un tiempo como «00:01:02.500 --> 00:01:05.000».',
    );
  });
});
