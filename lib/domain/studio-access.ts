/** Where an editor signs in for the Studio: the site's sign-in, which says it is for editors when it leads here. */
export const STUDIO_PATH = '/studio';
export const STUDIO_LOGIN_PATH = `/login?next=${STUDIO_PATH}`;

/** Whether a sign-in leads to the Studio (its `next` is the Studio or a page in it). */
export function leadsToStudio(next: string): boolean {
  return isStudioPath(next.split(/[?#]/)[0] ?? '');
}

export function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`);
}
