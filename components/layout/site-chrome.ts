import 'server-only';
import { getSiteSettings } from '@/lib/server/content/source';
import { toNavLinks, type NavLink } from '@/lib/domain/navigation';
import { siteOfPage } from '@/lib/server/market';

export interface SiteChrome {
  navigation: NavLink[];
  footerLinks: NavLink[];
  footerText: string;
}

/** The settings, or none while the content cannot be read: an error page around it is still drawn, without menus. */
async function readableSiteSettings() {
  try {
    return await getSiteSettings();
  } catch (error) {
    console.error('Site-instellingen niet leesbaar; kop en voet zonder menu getekend:', error);
    return null;
  }
}

/** Header and footer content from the CMS site settings, the links as the page's market shows them. */
export async function getSiteChrome(): Promise<SiteChrome> {
  const [settings, { market }] = await Promise.all([readableSiteSettings(), siteOfPage()]);
  return {
    navigation: toNavLinks(settings?.navigation, market.id),
    footerLinks: toNavLinks(settings?.footerNavigation, market.id),
    footerText: settings?.footerText ?? '',
  };
}
