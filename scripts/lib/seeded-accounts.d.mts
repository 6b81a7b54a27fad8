/** See seeded-accounts.mjs. */
interface SeededAccount {
  email: string;
  password: string;
  name: string;
  claims?: { editor: boolean };
}
export const VISITOR: SeededAccount;
export const EDITOR: SeededAccount;
export const SECOND_EDITOR: SeededAccount;
