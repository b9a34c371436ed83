import type { FieldErrors } from '#core/visitor/checkVisitorForm.ts';

/**
 * Field messages for the static forms (the React dialogs use FormParts' FieldError): each message goes
 * under its control, which gets aria-invalid and aria-describedby pointing at it; typing clears it.
 * A group of radios carries its message on its fieldset.
 */
const ERROR_CLASS = 'mt-1.5 text-sm font-semibold text-clay-700';

function targetOf(form: HTMLFormElement, name: string): HTMLElement | null {
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) {
    const first = control[0];
    return first instanceof HTMLElement ? first.closest('fieldset') : null;
  }
  return control instanceof HTMLElement ? control : null;
}

function clear(target: HTMLElement): void {
  const id = `${target.id}-error`;
  document.getElementById(id)?.remove();
  target.removeAttribute('aria-invalid');
  const rest = (target.getAttribute('aria-describedby') ?? '').split(' ').filter((ref) => ref && ref !== id);
  if (rest.length > 0) target.setAttribute('aria-describedby', rest.join(' '));
  else target.removeAttribute('aria-describedby');
}

/** Shows `errors` at their fields and clears every field not in it. */
export function showFieldErrors(form: HTMLFormElement, errors: FieldErrors): void {
  for (const old of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) clear(old);
  for (const [name, message] of Object.entries(errors)) {
    const target = targetOf(form, name);
    if (!target) continue;
    if (!target.id) target.id = `${form.dataset.form}-${name}`;
    const note = document.createElement('p');
    note.id = `${target.id}-error`;
    note.className = ERROR_CLASS;
    note.dataset.fieldError = '';
    note.textContent = message;
    if (target instanceof HTMLFieldSetElement) target.append(note);
    else target.after(note);
    target.setAttribute('aria-invalid', 'true');
    const described = (target.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    target.setAttribute('aria-describedby', [...described, note.id].join(' '));
    target.addEventListener('input', () => clear(target), { once: true });
    target.addEventListener('change', () => clear(target), { once: true });
  }
}
