export const TEST_BROWSER_PATH: string;
export const BROWSER_PATH: string;
