/** See site-session.mjs. */
export { EDITOR, VISITOR } from './seeded-accounts.mjs';
export function idToken(account: { email: string; password: string }): Promise<string>;
export function sessionCookie(site: string, account: { email: string; password: string }): Promise<string>;
