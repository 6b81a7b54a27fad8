export const FIRST_SCREENS: {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
}[];
export function namesOnFirstScreen(): string[];
