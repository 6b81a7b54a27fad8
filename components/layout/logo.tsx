import { AppLink } from '@/components/ui/link';
import { LOGO_LINK_CLASS, LogoMark } from './logo-mark';

/** The brand, linking home. */
export function Logo() {
  return (
    <AppLink href="/" className={LOGO_LINK_CLASS}>
      <LogoMark />
    </AppLink>
  );
}
