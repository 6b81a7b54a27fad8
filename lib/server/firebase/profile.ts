import 'server-only';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ProfileInput } from '@/lib/domain/validation/account';
import { adminFirestore } from './admin';
import { withinDeadline } from './deadline';
import { PROFILE_COLLECTION } from '@/lib/domain/firebase/config';

export interface Profile {
  name: string;
  email: string;
  phone: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The profile as the account pages get it: the data, or the error marker when the document is missing. */
export type ProfileState = { state: 'ok'; data: Profile } | { state: 'missing' };

function isoDate(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

export async function readProfile(uid: string): Promise<ProfileState> {
  const snapshot = await withinDeadline(
    adminFirestore().collection(PROFILE_COLLECTION).doc(uid).get(),
    'Het profiel lezen',
  );
  if (!snapshot.exists) return { state: 'missing' };
  const data = snapshot.data() ?? {};
  return {
    state: 'ok',
    data: {
      name: typeof data.name === 'string' ? data.name : '',
      email: typeof data.email === 'string' ? data.email : '',
      phone: typeof data.phone === 'string' ? data.phone : '',
      createdAt: isoDate(data.createdAt),
      updatedAt: isoDate(data.updatedAt),
    },
  };
}

/** Creates the profile unless it exists (sign-up, or recreating a lost one). */
export async function createProfile(uid: string, fields: { name: string; email: string }): Promise<void> {
  const reference = adminFirestore().collection(PROFILE_COLLECTION).doc(uid);
  await withinDeadline(
    adminFirestore().runTransaction(async (transaction) => {
      if ((await transaction.get(reference)).exists) return;
      transaction.set(reference, {
        name: fields.name,
        email: fields.email,
        phone: '',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }),
    'Het profiel maken',
  );
}

export async function updateProfile(uid: string, fields: ProfileInput): Promise<void> {
  await withinDeadline(
    adminFirestore()
      .collection(PROFILE_COLLECTION)
      .doc(uid)
      .set({ ...fields, updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
    'Het profiel bewaren',
  );
}

export async function setProfileEmail(uid: string, email: string): Promise<void> {
  await withinDeadline(
    adminFirestore()
      .collection(PROFILE_COLLECTION)
      .doc(uid)
      .set({ email, updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
    'Het e-mailadres bewaren',
  );
}

export async function deleteProfile(uid: string): Promise<void> {
  await withinDeadline(
    adminFirestore().collection(PROFILE_COLLECTION).doc(uid).delete(),
    'Het profiel verwijderen',
  );
}
