// What the visitor's first move brings (loader.ts): the offline features (service worker, save buttons; issue
// 31), on an event page with a registration form each date's places read from the API at view time (issue
// 33), and on /visitanos the list of meetings without those begun since the build (issue 32). Their code
// waits for this moment so every page stays within 5 KB of script before interaction; a form sent before
// it (the loader's submit hook, contactForms.ts) loads the same code.

// Each its own chunk: the service worker's build finds the offline features' file by name.
import('../offline/offlineFeatures.ts').catch(() => {});
// /careers/turnos holds a form per serving shift: each section paints its own dates.
const signups = [...document.querySelectorAll<HTMLElement>('[data-signup]')];
if (signups.length > 0)
  void import('../../lib/signups/signupForm.ts').then((module) => module.showAvailability(...signups));
// «Planea tu visita»: the meetings that started since the page was built leave its list.
const visit = document.querySelector<HTMLElement>('[data-visit]');
if (visit) void import('../../lib/visits/visitForm.ts').then((module) => module.dropPastDates(visit));
