import { describe, expect, it } from 'vitest';
import { Cursor } from './cursor.ts';
import { outputName, parseField } from './fieldName.ts';

const field = (text: string) => parseField(new Cursor(text, 'test'));

describe('parseField and outputName', () => {
  it.each([
    ['title', 'title'],
    ['data->a->>b', 'b'],
    ['data->a->0', 'a'],
    ['data->1', 'data'],
    ['"odd name"', 'odd name'],
    ['with-dash->>x', 'x'],
    ['data->"a b"', 'a b'],
  ])('%s is output as %s', (text, name) => {
    expect(outputName(field(text))).toBe(name);
  });

  it('prefers the alias', () => {
    expect(outputName(field('data->a'), 'alias')).toBe('alias');
  });

  it('reads negative indexes and keys that only look numeric', () => {
    expect(field('data->-1').jsonPath).toEqual([{ arrow: '->', key: '-1', isIndex: true }]);
    expect(field('data->1x').jsonPath).toEqual([{ arrow: '->', key: '1x', isIndex: false }]);
  });
});
