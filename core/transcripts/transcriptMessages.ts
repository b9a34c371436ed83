import type { VttProblem } from './webvtt.ts';

/** Spanish for each reason a WebVTT file was refused, with the line to look at. */
const MESSAGES: Record<VttProblem, string> = {
  header: 'el archivo debe empezar con «WEBVTT».',
  timing: 'se esperaba un tiempo como «00:01:02.500 --> 00:01:05.000».',
  order: 'el final del subtítulo debe ser posterior a su comienzo.',
  arrow: 'falta una línea en blanco antes de este subtítulo.',
  empty: 'el archivo no tiene ningún subtítulo.',
};

export function vttProblemMessage(line: number, problem: VttProblem): string {
  return `Transcripción no válida (línea ${line}): ${MESSAGES[problem]}`;
}
