/** Stands in for consent.tsx in builds without a tag-manager container (next.config.ts aliases it): nothing to ask. */
export function ConsentHost() {
  return null;
}

// Takes the configured button's props, so callers type-check against either module.
export function CookieSettingsButton({}: { className?: string }) {
  return null;
}
