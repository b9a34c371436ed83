/**
 * The registration form's code (SignupSection.astro), wired from the site's one loader as the prayer wall
 * is: the page stays within 5 KB of script before interaction. The code arrives on the visitor's first
 * move (pointer, key, scroll, focus), at the latest on submit, and then writes each date's places from the
 * API. Loading it when the form came into view was rejected: on a phone the form is on the first screen,
 * so its code would count as script before interaction.
 */
export function wireSignupForm(doc: Document, onLoadFailure: () => void): void {
  const section = doc.querySelector<HTMLElement>('[data-signup]');
  const form = section?.querySelector<HTMLFormElement>('form[data-signup-form]');
  if (!section || !form) return;
  let code: Promise<typeof import('./signupForm.ts')> | null = null;
  const load = () =>
    (code ??= import('./signupForm.ts').then(
      (module) => {
        module.showAvailability(section);
        return module;
      },
      (error) => {
        code = null;
        throw error;
      },
    ));
  for (const type of ['pointerdown', 'pointermove', 'keydown', 'scroll', 'focusin'])
    addEventListener(type, () => load().catch(() => {}), { once: true, passive: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    load().then((module) => module.submitSignup(section, form), onLoadFailure);
  });
}
