import { describe, expect, it } from 'vitest';
import { parseTeachingRef, teachingRef, teachingRefOf } from './teachingRef.ts';

const ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('teachingRef', () => {
  it.each([
    ['article', ID, `article:${ID}`],
    ['video', ID.toUpperCase(), `video:${ID}`],
    ['audio', 'sample-audio-1', null],
    ['article', '', null],
  ] as const)('%s + %s → %s', (type, id, ref) => {
    expect(teachingRef(type, id)).toBe(ref);
  });
});

describe('teachingRefOf', () => {
  it.each([
    [{ type: 'video', id: `video-${ID}` }, `video:${ID}`],
    [{ type: 'article', id: `article-${ID}` }, `article:${ID}`],
    [{ type: 'audio', id: `video-${ID}` }, null],
    [{ type: 'audio', id: 'audio-muestra-2' }, null],
  ] as const)('%j → %s', (teaching, ref) => {
    expect(teachingRefOf(teaching)).toBe(ref);
  });
});

describe('parseTeachingRef', () => {
  it.each([
    [`audio:${ID}`, { type: 'audio', id: ID }],
    [`post:${ID}`, null],
    ['video:', null],
    [`video:${ID}:x`, null],
  ])('%s → %j', (ref, parsed) => {
    expect(parseTeachingRef(ref)).toEqual(parsed);
  });
});
