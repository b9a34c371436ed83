import { expect, it } from 'vitest';
import type { $ZodIssue } from 'zod/v4/core';
import { visitorMessages } from '../messages/visitorMessages.ts';
import { issueToast } from './formErrors.ts';

const { forms, resources } = visitorMessages;
const issue = (message: string, more: Partial<$ZodIssue> = {}) =>
  ({ code: 'custom', path: ['name'], input: '', message, ...more }) as $ZodIssue;

it.each([
  [
    'a key keeps its toast and duration',
    issue('testimonials.wordLimit'),
    resources.testimonials.errors.wordLimit,
  ],
  [
    'a length names the field by its column',
    issue('forms.tooLong', { code: 'too_big', maximum: 200, origin: 'string' } as Partial<$ZodIssue>),
    forms.tooLong('El nombre', 200),
  ],
  ['a shared rule', issue('forms.emailInvalid'), forms.emailInvalid],
  ['any other message', issue('Sin dos puntos'), { title: 'Sin dos puntos', destructive: true }],
  [
    'a key-like message that is not a toast',
    issue('testimonials.sendFailed'),
    { title: 'testimonials.sendFailed', destructive: true },
  ],
  ['an inherited name', issue('constructor.name'), { title: 'constructor.name', destructive: true }],
])('issueToast: %s', (_name, given, toast) => {
  expect(issueToast(given)).toEqual(toast);
});
