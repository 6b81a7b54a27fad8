// Relative: next.config.ts loads this module, and its loader does not know the `@/` alias.
import { LAKE_SIGN_IN_PATH } from '../../lake/project';

/** Where an editor signs in for the Studio: the site's sign-in, which says it is for editors when it leads here. */
export const STUDIO_PATH = '/studio';
export const STUDIO_LOGIN_PATH = `/login?next=${STUDIO_PATH}`;

/** Whether a sign-in leads to a Studio (its `next` is this Studio or a page in it, or the lake's Studio sign-in). */
export function leadsToStudio(next: string): boolean {
  const path = next.split(/[?#]/)[0] ?? '';
  return isStudioPath(path) || path === LAKE_SIGN_IN_PATH;
}

export function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`);
}

/**
 * Where a sign-in for the Studio leads back to. The Studio's own sign-in link (shown when a session expired) names
 * the address the editor was at in `origin`, appended to our `next` (`/studio?origin=http://…/studio/…`): that
 * address's path. Any other `next` is itself. Only a path is taken, so `origin` never leads to another host.
 */
export function studioReturnPath(next: string): string {
  const url = new URL(next, 'https://stroomplein.invalid');
  const origin = url.searchParams.get('origin');
  if (!isStudioPath(url.pathname) || !origin) return next;
  try {
    const back = new URL(origin);
    return isStudioPath(back.pathname) ? `${back.pathname}${back.search}` : next;
  } catch {
    return next;
  }
}
