/** Roof orientations the seller and guarantee calculators ask for; their yields are per market (assumptions.ts). */
export type Orientation = 'zuid' | 'zuidoost-zuidwest' | 'oost-west' | 'plat' | 'noord';

export const ORIENTATIONS = [
  { value: 'zuid', label: 'Zuid' },
  { value: 'zuidoost-zuidwest', label: 'Zuidoost of zuidwest' },
  { value: 'oost-west', label: 'Oost of west' },
  { value: 'plat', label: 'Plat dak' },
  { value: 'noord', label: 'Noord' },
] as const satisfies readonly { value: Orientation; label: string }[];
