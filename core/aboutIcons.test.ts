import { describe, expect, it } from 'vitest';
import { milestoneIcon, valueIcon } from './aboutIcons.ts';

describe('valueIcon', () => {
  it.each([
    ['BookOpen', 'BookOpen'],
    ['Heart', 'Heart'],
    ['Users', 'Users'],
    ['Globe', 'Globe'],
    ['Award', 'Award'],
    ['Rocket', 'Award'],
    ['bookopen', 'Award'],
    [null, 'Award'],
    [undefined, 'Award'],
  ])('%o → %s', (key, expected) => {
    expect(valueIcon(key)).toBe(expected);
  });
});

describe('milestoneIcon', () => {
  it.each([
    ['El Llamado', 'Sparkles'],
    ['Fundación del Ministerio', 'Church'],
    ['fundacion del ministerio', 'Church'],
    ['Expansión Digital', 'MonitorSmartphone'],
    [' Impacto Global ', 'Globe'],
    ['Otro hito', 'Award'],
  ])('%s → %s', (title, expected) => {
    expect(milestoneIcon(title)).toBe(expected);
  });
});
