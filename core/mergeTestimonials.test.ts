import { describe, expect, it } from 'vitest';
import { mergeTestimonials } from './mergeTestimonials.ts';

const items = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('mergeTestimonials', () => {
  it.each([
    ['fixed ones alone', items('new1', 'new2', 'new3'), items(), ['new1', 'new2', 'new3']],
    ['fixed first, then fetched', items('new1'), items('a', 'b'), ['new1', 'a', 'b']],
    ['drops fetched copies of fixed ids', items('new1', 'new2'), items('new2', 'a'), ['new1', 'new2', 'a']],
    ['drops repeated fetched ids', items(), items('a', 'a', 'b'), ['a', 'b']],
    [
      'cuts to six',
      items('new1', 'new2', 'new3'),
      items('a', 'b', 'c', 'd', 'e'),
      ['new1', 'new2', 'new3', 'a', 'b', 'c'],
    ],
    ['nothing at all', items(), items(), []],
  ])('%s', (_name, fixed, fetched, expected) => {
    expect(ids(mergeTestimonials(fixed, fetched))).toEqual(expected);
  });
});
