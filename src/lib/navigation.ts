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

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** True when `href` is the page being shown or a section containing it (/blog for /blog/pdf). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
