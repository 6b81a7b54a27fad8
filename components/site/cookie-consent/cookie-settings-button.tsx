/**
 * "Cookie-instellingen": reopens the consent settings, to change or withdraw a choice as easily as it was given. No
 * code of its own: the head script answers a click on any `data-cookiekeuze` button (lib/domain/consent.ts,
 * BANNER_CHOICE_ATTRIBUTE).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" aria-haspopup="dialog" data-cookiekeuze="instellingen" className={className}>
      Cookie-instellingen
    </button>
  );
}
