/** Where invitation and recovery links land (netlify/lib/manageStaff.ts SET_PASSWORD_PATH): this site's page. */
export const setPasswordUrl = () => new URL('/admin/set-password', window.location.origin).href;
