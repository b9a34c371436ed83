import { groupPageMessages } from '../messages/groupPageMessages.ts';

/**
 * «Quiero unirme» in the browser (the loader's submit hook loads it through contactForms.ts): reads the
 * form, posts `join` to the `groups` server function and shows its answer. A refusal («Completo», a second
 * request, a missing contact) stays beside what was typed; nothing is cleared until the request is in.
 */
export const GROUPS_FUNCTION_URL = '/.netlify/functions/groups';
const copy = groupPageMessages;

export interface JoinRequest {
  action: 'join';
  group_id: string;
  name: string;
  email: string;
  phone: string;
  whatsapp_consent: boolean;
  message: string;
  website: string;
}

export function readJoinForm(form: HTMLFormElement, groupId: string): JoinRequest {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    action: 'join',
    group_id: groupId,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    whatsapp_consent: data.get('whatsapp_consent') !== null,
    message: text('message'),
    website: String(data.get('website') ?? ''),
  };
}

/** The function's answer: its sentence, and whether the request is in. */
export async function postJoin(request: JoinRequest): Promise<{ ok: boolean; message: string }> {
  let response: Response;
  try {
    response = await fetch(GROUPS_FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, message: copy.offline };
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : copy.offline;
  return { ok: response.ok, message };
}

const sending = new WeakSet<HTMLFormElement>();

export async function submitGroupJoin(section: HTMLElement, form: HTMLFormElement): Promise<void> {
  if (sending.has(form)) return;
  const problem = form.querySelector<HTMLElement>('[data-join-problem]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  sending.add(form);
  if (button) {
    button.disabled = true;
    button.textContent = copy.form.sending;
  }
  try {
    const answer = await postJoin(readJoinForm(form, section.dataset.group ?? ''));
    if (problem) problem.textContent = answer.ok ? '' : answer.message;
    if (!answer.ok) return;
    const done = section.querySelector<HTMLElement>('[data-join-done]');
    if (!done) return;
    const title = document.createElement('p');
    title.className = 'text-xl font-semibold';
    title.textContent = copy.form.done;
    const note = document.createElement('p');
    note.className = 'mt-2 text-ink-700';
    note.textContent = answer.message;
    done.replaceChildren(title, note);
    form.hidden = true;
    done.hidden = false;
    done.focus();
  } finally {
    sending.delete(form);
    if (button) {
      button.disabled = false;
      button.textContent = copy.form.send;
    }
  }
}
