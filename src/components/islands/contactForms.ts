import { visitorMessages } from '#core/messages/visitorMessages.ts';
import { contactPageInquirySchema, homeInquirySchema } from '#core/schemas/inquiry.ts';
import { checkVisitorForm } from '#core/visitor/checkVisitorForm.ts';
import { showFieldErrors } from './formFieldErrors.ts';
import { showToast } from './toast.ts';
import { sendInquiry } from './visitorApi.ts';
import { showContinueOnWhatsapp } from './whatsapp/continueOnWhatsappElement.ts';

/**
 * The two static contact forms (home 'Conéctate Espiritualmente' and /contact) without React: the
 * markup already has labels and native required/email checks; this adds the trimmed-field check, the
 * insert into contact_inquiries, the sending state and the toasts. One submit at a time per form.
 */
const sending = new WeakSet<HTMLFormElement>();

const ticked = (form: HTMLFormElement, name: string): boolean => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement && field.checked;
};

const value = (form: HTMLFormElement, name: string): string => {
  const field = form.elements.namedItem(name);
  if (field instanceof RadioNodeList) return field.value;
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
};

function setSending(form: HTMLFormElement, on: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  button.disabled = on;
  button.setAttribute('aria-busy', String(on));
  button.querySelector('[data-spinner]')?.remove();
  if (on) {
    const spinner = document.createElement('span');
    spinner.dataset.spinner = '';
    spinner.setAttribute('aria-hidden', 'true');
    spinner.className = 'size-4 animate-spin rounded-full border-2 border-cream-100/40 border-t-cream-50';
    button.prepend(spinner);
  }
}

export async function submitContactForm(form: HTMLFormElement): Promise<void> {
  // An event's registration form (SignupSection.astro) rides the loader's one submit hook too: its code
  // loads here, so no page pays for it before interaction.
  const signup = form.dataset.form === 'signup' && form.closest<HTMLElement>('[data-signup]');
  if (signup) return (await import('../../lib/signups/signupForm.ts')).submitSignup(signup, form);
  // So does a small group's «Quiero unirme» (JoinGroupSection.astro).
  const group = form.dataset.form === 'group-join' && form.closest<HTMLElement>('[data-group]');
  if (group) return (await import('../../lib/groups/groupJoinForm.ts')).submitGroupJoin(group, form);
  // And «Planea tu visita» (VisitForm.astro).
  const visit = form.dataset.form === 'visit' && form.closest<HTMLElement>('[data-visit]');
  if (visit) return (await import('../../lib/visits/visitForm.ts')).submitVisit(visit, form);
  if (sending.has(form)) return;
  const kind = form.dataset.form === 'contact-page' ? 'page' : 'home';
  const checked = checkVisitorForm(kind === 'page' ? contactPageInquirySchema : homeInquirySchema, {
    name: value(form, 'name'),
    email: value(form, 'email'),
    message: value(form, 'message'),
    interest_type: value(form, 'interest_type'),
    subject: value(form, 'subject'),
    // Only the contact page's form asks for them (WhatsappContactFields.astro).
    ...(form.elements.namedItem('phone')
      ? { phone: value(form, 'phone'), whatsapp_consent: ticked(form, 'whatsapp_consent') }
      : {}),
  });
  showFieldErrors(form, checked.ok ? {} : checked.fields);
  if (!checked.ok) return showToast(checked.toast);
  sending.add(form);
  setSending(form, true);
  try {
    const result = await sendInquiry(checked.row, value(form, 'website'));
    if (!result.ok) return showToast(result.toast);
    const { notifications } = visitorMessages.resources.inquiries;
    showToast(kind === 'page' ? notifications.pageSent : notifications.sent);
    form.reset();
    const place = form.querySelector<HTMLElement>('[data-whatsapp-continue]');
    if (place) showContinueOnWhatsapp(place, result.value);
  } finally {
    sending.delete(form);
    setSending(form, false);
  }
}
