import { visitMessages } from '../messages/visitMessages.ts';
import { planVisit, readVisitForm, type VisitView } from './visitApi.ts';

/**
 * The «Planea tu visita» form in the browser (VisitForm.astro). The loader's submit hook loads it through
 * contactForms.ts, so the page ships no script for it before interaction. A refusal shows the function's
 * Spanish sentence in the alert region and keeps every field as typed; success replaces the form with the
 * visit as the server stored it.
 */
const copy = visitMessages;

/**
 * The page lists the next meetings when it is built (daily): by the time someone reads it, the first may
 * have started. Those leave the list (the server would refuse them anyway). Called on the first move.
 */
export function dropPastDates(root: ParentNode, now = Date.now()): void {
  for (const option of root.querySelectorAll<HTMLOptionElement>('option[data-starts-at]')) {
    if (new Date(option.dataset.startsAt ?? '').getTime() <= now) option.remove();
  }
}

function line(className: string, text: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = className;
  paragraph.textContent = text;
  return paragraph;
}

function showDone(
  section: HTMLElement,
  form: HTMLFormElement,
  token: string,
  email: boolean,
  visit?: VisitView,
) {
  const done = section.querySelector<HTMLElement>('[data-visit-done]');
  if (!done) return;
  const parts: HTMLElement[] = [line('text-2xl font-semibold', copy.done.title)];
  if (visit) {
    parts.push(line('mt-3 text-lg font-semibold text-navy-800', `${visit.when} · ${visit.service_name}`));
    parts.push(line('mt-1 text-ink-700', visit.address));
    const people = copy.done.people(visit.party_size);
    parts.push(line('mt-1 text-ink-700', visit.children ? `${people}, ${copy.done.withChildren}` : people));
  }
  parts.push(line('mt-4 text-ink-700', email ? copy.done.emailed : copy.done.keepLink));
  if (!email) {
    // Without an email the page is the only place the private link appears.
    const link = document.createElement('a');
    link.className = 'link mt-3 inline-block font-semibold';
    link.href = `/visitanos/gestionar#acceso=${token}`;
    link.textContent = copy.done.manage;
    parts.push(link);
  }
  done.replaceChildren(...parts);
  form.hidden = true;
  done.hidden = false;
  done.focus();
}

const sending = new WeakSet<HTMLFormElement>();

/** Sends the form; a refusal stays next to what was typed, in the alert region. */
export async function submitVisit(section: HTMLElement, form: HTMLFormElement): Promise<void> {
  if (sending.has(form)) return;
  const problem = form.querySelector<HTMLElement>('[data-visit-problem]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (text: string) => {
    if (problem) problem.textContent = text;
  };
  dropPastDates(form);
  const request = readVisitForm(new FormData(form));
  if (typeof request === 'string') return say(request);
  say('');
  sending.add(form);
  if (button) {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = copy.form.sending;
  }
  try {
    const answer = await planVisit(request);
    if (typeof answer === 'string') return say(answer);
    showDone(section, form, answer.token, Boolean(request.email), answer.visit);
  } finally {
    sending.delete(form);
    if (button) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      button.textContent = copy.form.send;
    }
  }
}
