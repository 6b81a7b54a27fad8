import { distinctUntilChanged, map, startWith, tap, type Observable } from 'rxjs';
import type { StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure';

const BY_PATH = [{ field: 'slug.current', direction: 'asc' as const }];

const PAGE_PATHS = '*[_type == "page" && defined(slug.current)].slug.current';

/**
 * The first path segments seen last, kept for this browser tab. The Studio resolves the desk again whenever it
 * redraws it; a section list that had to be fetched first would show as loading for that moment and redraw the open
 * document under the editor's cursor. With the last sections at hand the desk resolves at once.
 */
let knownSections: string[] | undefined;

const sameSections = (a: string[], b: string[]) => a.join('/') === b.join('/');

/** The first path segments of all pages, live: a new section appears without a reload. */
function sectionsOf(context: StructureResolverContext): Observable<string[]> {
  const live = context.documentStore
    .listenQuery(PAGE_PATHS, {}, { apiVersion: '2025-10-01', tag: 'structure.page-sections' })
    .pipe(
      map((paths: string[]) => [...new Set(paths.map((path) => path.split('/')[0]!))].sort()),
      tap((sections) => (knownSections = sections)),
    );
  return (knownSections ? live.pipe(startWith(knownSections)) : live).pipe(
    distinctUntilChanged(sameSections),
  );
}

/** Pages as a tree: one entry per first path segment, holding that page and everything below it. */
function pageTree(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .title("Pagina's")
    .id('pages')
    .schemaType('page')
    .child(() =>
      sectionsOf(context).pipe(
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
    ]);
