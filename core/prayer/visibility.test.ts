import { describe, expect, it } from 'vitest';
import { visibilityConsent } from './visibility.ts';

describe('the wall consent text', () => {
  it.each([
    [30, 'durante 30 días;'],
    [7, 'durante 7 días;'],
    [1, 'durante 1 día;'],
  ])('names %i day(s) as «%s»', (days, words) => {
    expect(visibilityConsent(days)).toContain(words);
  });
});
