import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation';

/** Where each document shows on the site, so editors click from a document to its page and back. */
const pageLocation = defineLocations({
  select: { title: 'title', path: 'slug.current' },
  resolve: (document) =>
    document?.path
      ? { locations: [{ title: document.title || document.path, href: `/${document.path}` }] }
      : null,
});

export const presentationResolve: PresentationPluginOptions['resolve'] = {
  mainDocuments: defineDocuments([
    { route: '/', filter: `_type == "home" && _id == "home"` },
    {
      // Pages live at their full path, one to three segments deep.
      route: ['/:first', '/:first/:second', '/:first/:second/:third'],
      resolve: ({ path }) => ({
        filter: `_type in ["page", "legalPage"] && slug.current == $path`,
        params: { path: path.replace(/^\/+|\/+$/g, '') },
      }),
    },
  ]),
  locations: {
    home: defineLocations({ locations: [{ title: 'Startpagina', href: '/' }] }),
    page: pageLocation,
    legalPage: pageLocation,
    siteSettings: defineLocations({
      message: 'Site-instellingen verschijnen op elke pagina (navigatie en voettekst).',
      tone: 'positive',
      locations: [{ title: 'Startpagina', href: '/' }],
    }),
  },
};
