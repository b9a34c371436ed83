import type { $ZodIssue } from 'zod/v4/core';
import { fieldLabel } from '../errors/fieldLabels.ts';
import { failure, type ToastMessage } from '../messages/toast.ts';
import { visitorMessages } from '../messages/visitorMessages.ts';

type Resources = typeof visitorMessages.resources;
type ToastKeys<T> = { [K in keyof T]: T[K] extends ToastMessage ? K & string : never }[keyof T];

/**
 * What a visitor schema's rule says when it fails: the key of its toast in the catalog, as
 * `resource.error` ('testimonials.required') or a rule every form shares. A key that does not exist is
 * a type error; `forms.tooLong` builds its toast from the field and the limit the issue carries.
 */
export type FormErrorKey =
  | { [R in keyof Resources]: `${R & string}.${ToastKeys<Resources[R]['errors']>}` }[keyof Resources]
  | 'forms.emailInvalid'
  | 'forms.phoneInvalid'
  | 'forms.consentNeedsPhone'
  | 'forms.tooLong';

/** The message a schema's rule carries: the key of its toast. */
export const formError = (key: FormErrorKey): string => key;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isToast = (value: unknown): value is ToastMessage =>
  typeof value === 'object' && value !== null && 'title' in value;

/** The toast an issue names by its key, or undefined when its message is not one of ours. */
export function formErrorToast(issue: $ZodIssue): ToastMessage | undefined {
  const { forms, resources } = visitorMessages;
  if (issue.message === 'forms.tooLong' && issue.code === 'too_big') {
    return forms.tooLong(capitalised(fieldLabel(String(issue.path[0]))), Number(issue.maximum));
  }
  if (issue.message === 'forms.emailInvalid') return forms.emailInvalid;
  if (issue.message === 'forms.phoneInvalid') return forms.phoneInvalid;
  if (issue.message === 'forms.consentNeedsPhone') return forms.consentNeedsPhone;
  const [resource = '', name = ''] = issue.message.split('.');
  if (!Object.hasOwn(resources, resource)) return undefined;
  const errors: Readonly<Record<string, unknown>> = resources[resource as keyof Resources].errors;
  const toast = Object.hasOwn(errors, name) ? errors[name] : undefined;
  return isToast(toast) ? toast : undefined;
}

/** The toast of an issue: its key's, else a destructive toast saying the message as it is. */
export const issueToast = (issue: $ZodIssue): ToastMessage => formErrorToast(issue) ?? failure(issue.message);
