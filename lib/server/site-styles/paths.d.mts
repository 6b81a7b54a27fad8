export const SITE_STYLES_MANIFEST: string;
export const FIRST_SCREEN_NAMES: string;
