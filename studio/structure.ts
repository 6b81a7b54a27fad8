import { TrashIcon } from '@sanity/icons/Trash';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { DocumentStore } from 'sanity';
import type { StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure';
import { isHostedContent } from '../lib/domain/content/config';
import { DeletedDocumentsPane } from './deleted-documents';

const BY_PATH = [{ field: 'slug.current', direction: 'asc' as const }];

/**
 * The first segment of every page path, sorted: one entry each in the tree. Live (listener plus query, as the
 * Studio's own lists are): the structure keeps a resolved pane for as long as the Studio runs, so a list fetched
 * once still showed a deleted page. It emits only when the set of segments changes, not on every keystroke.
 */
function pageSections(documentStore: DocumentStore): Observable<string[]> {
  return documentStore
    .listenQuery(
      { fetch: '*[_type == "page" && defined(slug.current)].slug.current', listen: '*[_type == "page"]' },
      {},
      // Drafts count as pages here (as in the lists below them): raw, whatever the client's default is.
      { tag: 'stroomplein.page-sections', perspective: 'raw' },
    )
    .pipe(
      map((paths: string[]) => [...new Set(paths.map((path) => path.split('/')[0]!))].sort()),
      distinctUntilChanged((before, after) => before.join('/') === after.join('/')),
    );
}

/** Pages as a tree: one entry per first path segment, holding that page and everything below it. */
function pageTree(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .title("Pagina's")
    .id('pages')
    .schemaType('page')
    .child(() =>
      pageSections(context.documentStore).pipe(
        map((sections) =>
          S.list()
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
            ]),
        ),
      ),
    );
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
