/**
 * What the sign-in forms submit with: Firebase Auth and the account checks (together about 60 kB of JavaScript).
 * One module, fetched when a visitor first touches such a form (`loadSignInTools`), so the page loads without it.
 */
export {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
export { clientAuth, startServerSession } from './client';
export { emailSchema, fieldErrors, signUpSchema } from '@/lib/domain/validation/account';
