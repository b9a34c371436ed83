import type { Page } from 'playwright-core';

/** A screen to capture: a route, optionally brought into a state (a dialog open, a menu shown). */
export interface Screen {
  group: 'sitio' | 'diálogo' | 'panel';
  label: string;
  path: string;
  /** Brings the page into the state to capture; resolves once it shows. */
  prepare?(page: Page): Promise<void>;
}

const openWith =
  (button: (page: Page) => ReturnType<Page['locator']>, shows: string) => async (page: Page) => {
    await button(page).click();
    await page.locator(shows).last().waitFor({ state: 'visible' });
    // Dialogs fade in (not with reduced motion, which the screenshots use); fonts may still swap.
    await page.evaluate(() => document.fonts.ready);
  };

const byText = (text: string) => (page: Page) => page.getByRole('button', { name: text }).first();

/** A visitor dialog opened by clicking `button` on `path`; captured once `shows` is visible. */
const visitorDialog = (
  label: string,
  path: string,
  button: string,
  shows = '[role=dialog] form',
): Screen => ({
  group: 'diálogo',
  label,
  path,
  prepare: openWith(byText(button), shows),
});

/** Visitor dialogs and overlays, each opened the way a visitor opens it. */
export const VISITOR_STATES: Screen[] = [
  visitorDialog('testimonio', '/', 'Compartir mi Historia'),
  visitorDialog('suscripción', '/', 'Suscribirme'),
  visitorDialog('oración', '/', 'Pedir Oración'),
  visitorDialog('empleo', '/careers', 'Postularme'),
  visitorDialog('empleo · detalles', '/careers', 'Ver Detalles', '[role=dialog] h2'),
  visitorDialog('chat', '/contact', 'Asistente de chat', '#chat-panel [role=log] li:has(button)'),
  {
    group: 'diálogo',
    label: 'salida',
    path: '/about',
    async prepare(page) {
      await page.evaluate(() =>
        document.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null }),
        ),
      );
      await page.getByRole('dialog').last().getByRole('button').first().waitFor({ state: 'visible' });
    },
  },
  {
    group: 'diálogo',
    label: 'menú móvil',
    path: '/',
    async prepare(page) {
      const button = page.locator('#menu-button');
      if (await button.isVisible()) await openWith(() => button, '#mobile-menu')(page);
    },
  },
];

/** Staff screens (docs/spec.md §2 admin routes plus the inboxes); `{post}` and friends are seeded rows. */
export function staffScreens(ids: Record<'post' | 'video' | 'audio' | 'resource', string>): Screen[] {
  const panel = (path: string, label = path.replace('/admin/', '')): Screen => ({
    group: 'panel',
    label,
    path,
  });
  const dialog = (path: string, label: string, button: string): Screen => ({
    group: 'panel',
    label,
    path,
    prepare: openWith(byText(button), '[role=dialog] button'),
  });
  return [
    panel('/admin/dashboard'),
    panel('/admin/blogs'),
    panel('/admin/blogs/new'),
    panel(`/admin/blogs/edit/${ids.post}`, 'blogs/edit'),
    dialog('/admin/blogs', 'blogs · borrar', `Eliminar`),
    panel('/admin/videos'),
    panel('/admin/videos/new'),
    panel(`/admin/videos/edit/${ids.video}`, 'videos/edit'),
    panel('/admin/audios'),
    panel('/admin/audios/new'),
    panel(`/admin/audios/edit/${ids.audio}`, 'audios/edit'),
    panel('/admin/library'),
    panel('/admin/library/new'),
    panel(`/admin/library/edit/${ids.resource}`, 'library/edit'),
    panel('/admin/donations'),
    dialog('/admin/donations', 'donations · nueva', 'Nueva donación'),
    panel('/admin/testimonials'),
    panel('/admin/prayers'),
    panel('/admin/inquiries'),
    panel('/admin/subscribers'),
    panel('/admin/applications'),
    panel('/admin/settings'),
    dialog('/admin/settings', 'settings · invitar', 'Invitar al equipo'),
    panel('/admin/profile'),
    panel('/admin/analytics'),
    panel('/admin/email'),
    panel('/admin/series'),
    panel('/admin/speakers'),
    panel('/admin/events'),
    panel('/admin/donations/statements', 'donations/statements'),
    panel('/admin/export'),
    panel('/admin/turnos'),
    panel('/admin/turnos/nuevo'),
    panel('/admin/seguimiento'),
    {
      group: 'panel',
      label: 'seguimiento · detalle',
      path: '/admin/seguimiento',
      async prepare(page) {
        await page.getByRole('list', { name: 'Seguimiento' }).getByRole('link').first().click();
        await page.getByRole('heading', { name: /^Seguimiento: / }).waitFor();
      },
    },
    panel('/admin/auditoria'),
    panel('/admin/sitio'),
    panel('/admin/sitio/home'),
    panel('/admin/sitio/about'),
    panel('/admin/sitio/schedule'),
    {
      group: 'panel',
      label: 'menú (móvil)',
      path: '/admin/dashboard',
      async prepare(page) {
        const button = page.getByRole('button', { name: 'Abrir menú' });
        if (await button.isVisible()) await openWith(() => button, '[role=dialog] nav')(page);
      },
    },
  ];
}
