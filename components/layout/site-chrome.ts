import 'server-only';
import { getSiteSettings } from '@/lib/server/content/source';
import { toNavLinks, type NavLink } from '@/lib/domain/navigation';

export interface SiteChrome {
  navigation: NavLink[];
  footerLinks: NavLink[];
  footerText: string;
}

/** Header and footer content from the CMS site settings. */
export async function getSiteChrome(): Promise<SiteChrome> {
  const settings = await getSiteSettings();
  return {
    navigation: toNavLinks(settings?.navigation),
    footerLinks: toNavLinks(settings?.footerNavigation),
    footerText: settings?.footerText ?? '',
  };
}
