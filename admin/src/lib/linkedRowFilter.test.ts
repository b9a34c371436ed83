import { describe, expect, it } from 'vitest';
import { linkedRowFilter } from './linkedRowFilter.ts';
import { listParams, withListChange } from './listParams.ts';

const labels = { filter: 'Petición', all: 'Todas las peticiones', one: 'La de este testimonio' };

describe('linkedRowFilter', () => {
  it.each([undefined, ''])('offers nothing while the URL names no row (%j)', (value) => {
    expect(linkedRowFilter('peticion', value, labels)).toEqual([]);
  });

  it('shows the row the link named, with a way back to every row', () => {
    expect(linkedRowFilter('peticion', 'abc', labels)).toEqual([
      {
        name: 'peticion',
        label: 'Petición',
        options: [
          { value: '', label: 'Todas las peticiones' },
          { value: 'abc', label: 'La de este testimonio' },
        ],
      },
    ]);
  });

  it('choosing «all» drops the parameter, so the list reads every row again', () => {
    const linked = new URLSearchParams('peticion=abc&status=answered');
    expect(listParams(linked).filters).toEqual({ peticion: 'abc' });
    const back = withListChange(linked, { filters: { peticion: '' } });
    expect(back.toString()).toBe('status=answered');
    expect(listParams(back).filters).toBeUndefined();
  });
});
