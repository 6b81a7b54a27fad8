import { TrashIcon } from '@sanity/icons/Trash';
import type { StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure';
import { isHostedContent } from '../lib/domain/content/config';
import { DeletedDocumentsPane } from './deleted-documents';

const BY_PATH = [{ field: 'slug.current', direction: 'asc' as const }];

/** Pages as a tree: one entry per first path segment, holding that page and everything below it. */
function pageTree(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .title("Pagina's")
    .id('pages')
    .schemaType('page')
    .child(async () => {
      const paths = await context
        .getClient({ apiVersion: '2025-10-01' })
        .fetch<string[]>('*[_type == "page" && defined(slug.current)].slug.current');
      const sections = [...new Set(paths.map((path) => path.split('/')[0]!))].sort();
      return S.list()
        .title("Pagina's")
        .items([
          S.documentTypeListItem('page').title("Alle pagina's"),
          S.divider(),
          ...sections.map((section) =>
            S.listItem()
              .title(`/${section}`)
              .id(`sectie-${section}`)
              .schemaType('page')
              .child(
                S.documentList()
                  .title(`/${section}`)
                  .schemaType('page')
                  .apiVersion('2025-10-01')
                  .filter(
                    '_type == "page" && (slug.current == $section || string::startsWith(slug.current, $prefix))',
                  )
                  .params({ section, prefix: `${section}/` })
                  .defaultOrdering(BY_PATH),
              ),
          ),
        ]);
    });
}

/** The desk as an editor thinks of the site. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Inhoud')
    .items([
      S.listItem().title('Startpagina').id('home').child(S.document().schemaType('home').documentId('home')),
      S.listItem()
        .title('Site-instellingen')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
      S.divider(),
      pageTree(S, context),
      S.documentTypeListItem('legalPage').title("Juridische pagina's"),
      S.documentTypeListItem('routeCopy').title('Teksten bij formulieren'),
      S.documentTypeListItem('discoverFunnel').title('Ontdektrajecten'),
      S.divider(),
      S.documentTypeListItem('caseStudy').title('Praktijkvoorbeelden'),
      S.documentTypeListItem('faqItem').title('Veelgestelde vragen'),
      S.documentTypeListItem('glossaryTerm').title('Woordenlijst'),
      S.documentTypeListItem('redirect').title('Doorverwijzingen'),
      // The list comes from the local lake's history; hosted Sanity has no such endpoint.
      ...(isHostedContent
        ? []
        : [
            S.divider(),
            S.listItem()
              .title('Verwijderd')
              .id('verwijderd')
              .icon(TrashIcon)
              .child(
                S.component(DeletedDocumentsPane).id('verwijderd').title('Verwijderd (laatste 90 dagen)'),
              ),
          ]),
    ]);
