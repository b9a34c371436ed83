import { describe, expect, it, vi } from 'vitest';
import { bindFields } from './formBinding.ts';

const form = { title: 'Fe', description: '', isPublished: false, speakers: 2 };

describe('bindFields', () => {
  it.each([
    ['title', 'Fe', 'Fe y obras'],
    ['description', '', 'Una serie'],
  ] as const)('binds the text field %s to its value and its change', (key, value, typed) => {
    const set = vi.fn();
    const field = bindFields(form, set).text(key);
    expect(field.value).toBe(value);
    field.onChange(typed);
    expect(set).toHaveBeenCalledExactlyOnceWith({ [key]: typed });
  });

  it('binds a switch to its yes/no and its change', () => {
    const set = vi.fn();
    const toggle = bindFields(form, set).flag('isPublished');
    expect(toggle.checked).toBe(false);
    toggle.onChange(true);
    expect(set).toHaveBeenCalledExactlyOnceWith({ isPublished: true });
  });
});
