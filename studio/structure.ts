import type { StructureResolver } from 'sanity/structure';

/** The desk as an editor thinks of the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Inhoud')
    .items([
      S.listItem().title('Startpagina').id('home').child(S.document().schemaType('home').documentId('home')),
      S.listItem()
        .title('Site-instellingen')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
      S.divider(),
      S.documentTypeListItem('page').title("Pagina's"),
      S.documentTypeListItem('legalPage').title("Juridische pagina's"),
      S.documentTypeListItem('routeCopy').title('Teksten bij formulieren'),
      S.divider(),
      S.documentTypeListItem('caseStudy').title('Praktijkvoorbeelden'),
      S.documentTypeListItem('faqItem').title('Veelgestelde vragen'),
      S.documentTypeListItem('glossaryTerm').title('Woordenlijst'),
      S.documentTypeListItem('redirect').title('Doorverwijzingen'),
    ]);
