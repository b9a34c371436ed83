import { describe, expect, it } from 'vitest';
import { isAllowedMimeType, isValidMimeType, mimeEssence, servedContentType } from './mime.ts';

describe('mime types', () => {
  it.each([
    ['image/png', 'image/png'],
    ['Text/Plain; charset=UTF-8', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain'],
    ['', ''],
  ])('essence of %j is %j', (value, essence) => {
    expect(mimeEssence(value)).toBe(essence);
  });

  it.each([
    ['image/png', null, true],
    ['image/png', [], true],
    ['image/png', ['image/png'], true],
    ['image/webp', ['image/*'], true],
    ['text/plain;charset=UTF-8', ['text/*'], true],
    // As Storage compares them: case and parameters count.
    ['IMAGE/PNG', ['image/png'], false],
    ['text/plain;charset=UTF-8', ['text/plain'], false],
    ['png', ['image/png'], false],
    ['image/jpeg', ['image/png', 'image/gif'], false],
    ['application/pdf', ['image/*'], false],
    ['imagex/png', ['image/*'], false],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['application/pdf'], false],
  ])('%j allowed by %j → %s', (declared, allowed, expected) => {
    expect(isAllowedMimeType(declared, allowed)).toBe(expected);
  });

  it.each([
    ['image/png', true],
    ['text/plain;charset=UTF-8', true],
    ['application/vnd.ms-excel', true],
    ['image/svg+xml', true],
    ['png', false],
    ['text/plain\r\nX-Evil: 1', false],
    ['image/png; name="ñ"', false],
    ['', false],
    [`image/${'x'.repeat(300)}`, false],
  ])('%j is a valid header value: %s', (value, valid) => {
    expect(isValidMimeType(value)).toBe(valid);
  });

  it('serves uploaded HTML as plain text', () => {
    expect(servedContentType('text/html; charset=utf-8')).toBe('text/plain');
    expect(servedContentType('image/png')).toBe('image/png');
  });
});
