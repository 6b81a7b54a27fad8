// Local Firebase for the e2e suite: the emulators started by playwright.config.ts, the demo account, and an
// admin view of Firestore so tests can check what was stored.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, type Page } from '@playwright/test';
import { AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } from '../../lib/domain/local-services.mjs';

export const EMULATOR = `http://${AUTH_EMULATOR_HOST}`;
export const PROJECT = 'demo-stroomplein';
export { EDITOR, SECOND_EDITOR, VISITOR as DEMO } from '../../scripts/lib/seeded-accounts.mjs';

interface OobCode {
  email: string;
  /** Set on VERIFY_AND_CHANGE_EMAIL: the address being confirmed. */
  newEmail?: string;
  oobCode: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** The newest out-of-band code the Auth emulator "mailed" to an address. */
export async function latestOobCode(email: string, requestType: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { oobCodes } = (await (
      await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`)
    ).json()) as {
      oobCodes: OobCode[];
    };
    const code = oobCodes
      .filter((entry) => (entry.newEmail ?? entry.email) === email && entry.requestType === requestType)
      .at(-1);
    if (code) return code.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${requestType} code for ${email}`);
}

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@voorbeeld.be`;

export async function signIn(page: Page, email: string, password: string, next = '/account') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Firestore of the emulators as the server sees it (admin SDK): what a form really stored. */
export function emulatorFirestore() {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT });
  return getFirestore(app);
}

/** A new account with a profile document, of this test alone: signing it out ends no other test's session. */
export async function newAccount(label: string, profile: { name: string; phone?: string }) {
  const email = uniqueEmail(label);
  const password = 'Zonnestroom-2026';
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName: profile.name, returnSecureToken: true }),
    },
  );
  const { localId } = (await response.json()) as { localId: string };
  await emulatorFirestore()
    .collection('user')
    .doc(localId)
    .set({ name: profile.name, email, phone: profile.phone ?? '' });
  return { uid: localId, email, password };
}

/** A new account with a profile document, signed in on `page`; returns its uid. */
export async function signUpAndSignIn(page: Page, label: string, profile: { name: string; phone?: string }) {
  const { uid, email, password } = await newAccount(label, profile);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  return { uid, email };
}
