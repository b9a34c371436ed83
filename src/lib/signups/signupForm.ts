import {
  type DateState,
  dateState,
  dateStateText,
  type ListAvailability,
} from '#core/signups/signupAvailability.ts';
import { signupMessages } from '../messages/signupMessages.ts';
import { callFunction } from '../prayer/wallApi.ts';
import { type Place, readSignupForm, takeSignup } from './signupApi.ts';

/**
 * The registration form in the browser (islands/firstMove.ts and the loader's submit hook load it): each date's places from
 * public.signup_availability() — read now, so no sign-up needs a rebuild —, then the `take` call. A refusal
 * shows the function's Spanish sentence and keeps every field as typed; success says, date by date,
 * confirmed or waitlisted.
 */
const copy = signupMessages;

function paint(section: HTMLElement, list: ListAvailability | undefined) {
  for (const label of section.querySelectorAll<HTMLElement>('[data-state-of]')) {
    const start = new Date(label.dataset.stateOf ?? '');
    // A list no longer answered is closed (or its event was unpublished since the build).
    const state: DateState = list ? dateState(list, start) : { kind: 'closed' };
    label.textContent = dateStateText(state);
    const box = label.closest('label')?.querySelector<HTMLInputElement>('input[name="starts"]');
    if (box) {
      box.disabled = state.kind === 'closed';
      if (box.disabled) box.checked = false;
    }
  }
}

/**
 * Writes each date's state ("Quedan N lugares", "Lista de espera", "Cerrado") in every section, with one
 * call for all their lists (/careers/turnos has one per serving shift); silent when offline.
 */
export async function showAvailability(...sections: HTMLElement[]): Promise<void> {
  const ids = sections.map((section) => section.dataset.signup ?? '');
  const lists = await callFunction<ListAvailability[]>('signup_availability', { list_ids: ids }).catch(
    () => null,
  );
  if (!lists) return;
  for (const section of sections)
    paint(
      section,
      lists.find((list) => list.list_id === section.dataset.signup),
    );
}

function placeLine(place: Place, when: string): string {
  const status =
    place.status === 'confirmed' ? copy.done.confirmed : copy.done.waitlisted(place.waitlist_position);
  return `${when}: ${status}`;
}

function showDone(
  section: HTMLElement,
  form: HTMLFormElement,
  places: Place[],
  token: string,
  email: string,
) {
  const done = section.querySelector<HTMLElement>('[data-signup-done]');
  if (!done) return;
  const whenOf = new Map(
    [...form.querySelectorAll<HTMLInputElement>('input[name="starts"]')].map((box) => [
      new Date(box.value).getTime(),
      box.closest('label')?.querySelector('span')?.textContent?.trim() ?? box.value,
    ]),
  );
  const title = document.createElement('p');
  title.className = 'text-xl font-semibold';
  title.textContent = copy.done.title;
  const lines = document.createElement('ul');
  lines.className = 'mt-3 grid gap-1 text-lg';
  for (const place of places) {
    const item = document.createElement('li');
    item.className = 'first-letter:uppercase';
    item.textContent = placeLine(place, whenOf.get(new Date(place.starts_at).getTime()) ?? place.starts_at);
    lines.append(item);
  }
  const note = document.createElement('p');
  note.className = 'mt-3 text-ink-700';
  note.textContent = email ? copy.done.emailed : copy.done.keepLink;
  done.replaceChildren(title, lines, note);
  if (places.some((place) => place.status === 'waitlisted')) {
    const wait = document.createElement('p');
    wait.className = 'mt-2 text-ink-700';
    wait.textContent = copy.done.waitlistNote;
    done.append(wait);
  }
  if (!email) {
    // Without an email the page is the only place the private link appears.
    const link = document.createElement('a');
    link.className = 'link mt-3 inline-block font-semibold';
    link.href = `/inscripcion/gestionar#acceso=${token}`;
    link.textContent = copy.done.manage;
    done.append(link);
  }
  form.hidden = true;
  done.hidden = false;
  done.focus();
}

const sending = new WeakSet<HTMLFormElement>();

/** Sends the form; a refusal stays next to what was typed, in the alert region. */
export async function submitSignup(section: HTMLElement, form: HTMLFormElement): Promise<void> {
  if (sending.has(form)) return;
  const problem = form.querySelector<HTMLElement>('[data-signup-problem]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const say = (text: string) => {
    if (problem) problem.textContent = text;
  };
  const request = readSignupForm(form, section.dataset.signup ?? '');
  if (typeof request === 'string') return say(request);
  say('');
  sending.add(form);
  if (button) {
    button.disabled = true;
    button.textContent = copy.form.sending;
  }
  try {
    const answer = await takeSignup(request);
    if (typeof answer === 'string') return say(answer);
    showDone(section, form, answer.places, answer.token, request.email ?? '');
    void showAvailability(section);
  } finally {
    sending.delete(form);
    if (button) {
      button.disabled = false;
      button.textContent = copy.form.send;
    }
  }
}
