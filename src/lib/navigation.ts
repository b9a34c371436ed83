/** Header links of docs/spec.md §2, in order, with Eventos (issue 19) where visitors look for the calendar. */
export const MAIN_NAV = [
  { href: '/', label: 'Inicio' },
  { href: '/about', label: 'Acerca de' },
  { href: '/teachings', label: 'Enseñanzas' },
  { href: '/blog', label: 'Blog' },
  { href: '/biblioteca', label: 'Biblioteca' },
  { href: '/eventos', label: 'Eventos' },
  { href: '/donate', label: 'Donar' },
  { href: '/gpt-experto', label: 'Experto GPT' },
  { href: '/contact', label: 'Contacto' },
] as const;

/**
 * «Planea tu visita» (issue 32 item 1): a first-time guest's way in. Not a tenth link of the header's row
 * (it wrapped at 1280 px, see below) but a button beside it, the first item of the mobile menu, the
 * footer's «Participa» and a button of the home page's hero.
 */
export const VISIT_NAV = { href: '/visitanos', label: 'Planea tu visita' } as const;

/**
 * The footer's «Participa» links: ways to take part. Grupos (issue 33) lives here rather than in the header,
 * where a tenth link wrapped «Acerca de» and «Experto GPT» onto two lines at 1280 px.
 */
export const PARTICIPATE_NAV = [
  VISIT_NAV,
  { href: '/en-vivo', label: 'En vivo' },
  { href: '/grupos', label: 'Grupos' },
  { href: '/oracion', label: 'Muro de oración' },
  { href: '/careers', label: 'Servir' },
  { href: '/donate', label: 'Donar' },
  { href: '/biblioteca', label: 'Biblioteca' },
  { href: '/gpt-experto', label: 'Experto GPT' },
  { href: '/legal', label: 'Aviso Legal' },
] as const;

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** True when `href` is the page being shown or a section containing it (/blog for /blog/pdf). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
