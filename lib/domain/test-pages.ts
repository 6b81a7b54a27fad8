/** Test pages (/component-test, /icon-test, ...) exist in development, and in production only when enabled. */
export function testPagesEnabled(
  env: { NODE_ENV?: string; ENABLE_TEST_PAGES?: string } = process.env,
): boolean {
  return env.NODE_ENV !== 'production' || env.ENABLE_TEST_PAGES === '1';
}
