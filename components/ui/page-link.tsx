import type { ComponentProps } from 'react';

/**
 * A link that loads its page in full, without the client router. For pages that leave the link runtime out of
 * their JavaScript (the focused flows: 3 kB), where a full page load on the way out costs the visitor nothing.
 */
export function PageLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} {...props} />;
}
