import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/link';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';

/** A link from content: site paths go through the app's link (client navigation), anything else is a plain anchor. */
export function ContentLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <AppLink href={href} className={className}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={href} className={className} rel={href.startsWith('https://') ? 'noopener' : undefined}>
      {children}
    </a>
  );
}

export interface LinkActionValue {
  label?: string;
  href?: string;
}

/** An editor's button (label + destination); nothing when either is missing. */
export function ActionButton({
  action,
  variant = 'primary',
  className,
}: {
  action: LinkActionValue | null | undefined;
  variant?: ButtonVariant;
  className?: string;
}) {
  if (!action?.label || !action.href) return null;
  return (
    <ContentLink href={action.href} className={buttonClasses(variant, 'lg', className)}>
      {action.label}
    </ContentLink>
  );
}
