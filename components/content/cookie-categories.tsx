import { CookieSettingsButton } from '@/components/site/consent';
import { CONSENT_CATEGORY_TEXTS, NECESSARY_COOKIES } from '@/lib/domain/consent-texts';

/** The id of the section, so a link can point at it. */
export const COOKIE_CATEGORIES_ID = 'cookiecategorieen';

/**
 * On the cookie statement, after the editors' text: every category with what it loads and the cookies it sets, from
 * the definitions the consent settings show, and the button that reopens them (builds with a container only).
 */
export function CookieCategories() {
  return (
    <section aria-labelledby={COOKIE_CATEGORIES_ID} className="mx-auto mt-12 max-w-3xl">
      <h2 id={COOKIE_CATEGORIES_ID} className="text-2xl font-bold">
        Cookiecategorieën
      </h2>
      <p className="mt-2 text-neutral-800 dark:text-neutral-200">
        Alleen strikt noodzakelijke cookies staan altijd aan. De andere categorieën staan uit tot je ze zelf
        kiest.
      </p>
      <CookieSettingsButton className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 dark:bg-primary-300 dark:text-primary-950 dark:hover:bg-primary-200" />
      {[{ id: 'necessary', ...NECESSARY_COOKIES }, ...CONSENT_CATEGORY_TEXTS].map((category) => (
        <div key={category.id} className="mt-8">
          <h3 className="text-xl font-semibold">{category.title}</h3>
          <p className="mt-2 text-neutral-800 dark:text-neutral-200">{category.description}</p>
          <p className="mt-2 text-neutral-800 dark:text-neutral-200">
            <span className="font-semibold">Wat dit laadt:</span> {category.loads}
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">Cookies: {category.title}</caption>
              <thead>
                <tr className="border-b border-neutral-300 dark:border-neutral-600">
                  <th scope="col" className="py-2 pr-4">
                    Cookie
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Waarvoor
                  </th>
                  <th scope="col" className="py-2">
                    Bewaartermijn
                  </th>
                </tr>
              </thead>
              <tbody>
                {category.cookies.map((cookie) => (
                  <tr key={cookie.name} className="border-b border-neutral-200 dark:border-neutral-700">
                    <td className="py-2 pr-4 align-top">
                      <code>{cookie.name}</code>
                    </td>
                    <td className="py-2 pr-4 align-top">{cookie.purpose}</td>
                    <td className="py-2 align-top whitespace-nowrap">{cookie.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
