export const UNLISTED_PUBLIC_ROUTES: string[];
export function publicRoutes(origin: string): Promise<string[]>;
