/**
 * Dutch Studio strings on top of @sanity/locale-nl-nl: translations for strings newer than that package, and its
 * formal "u"/"uw" rewritten to the informal "je"/"jouw" the rest of the site uses. Release and scheduling strings
 * follow the terms of the Content Releases tool (./locale-nl-releases): "ingepland", "inplannen", "planning".
 */
import { defineLocaleResourceBundle } from 'sanity';
import { releasesDutchStrings } from './locale-nl-releases';

export const dutchStudioStrings = [
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'structure',
    resources: {
      'action.delete.disabled.scheduled-release':
        'Dit document kan niet worden verwijderd, omdat het in ingeplande releases staat',
      'action.delete.disabled.target-not-found':
        'De geselecteerde release of variant bevat dit document niet',
      'action.discard-changes.confirm-dialog.confirm-discard-changes':
        'Weet je zeker dat je alle wijzigingen wilt verwijderen sinds de laatste publicatie?',
      'action.discard-changes.confirm-dialog.confirm-discard-changes-draft':
        'Weet je zeker dat je alle wijzigingen wilt verwijderen en dit conceptdocument wilt verwijderen?',
      'action.discard-changes.disabled.target-not-found':
        'De geselecteerde release of variant bevat dit document niet',
      'action.duplicate.disabled.target-not-found':
        'De geselecteerde release of variant bevat dit document niet',
      // The time is "3 minuten geleden" or, later, a date: "geleden" belongs to it, not to this sentence.
      'action.publish.already-published.tooltip': 'Gepubliceerd {{timeSincePublished}}',
      'action.publish.disabled.not-publishable':
        'Deze versie wordt gepubliceerd als onderdeel van de release',
      'action.publish.disabled.target-not-found':
        'De geselecteerde release of variant bevat dit document niet',
      'action.publish.live-edit.tooltip':
        'Live Edit is ingeschakeld voor dit inhoudstype en publiceren gebeurt automatisch terwijl je wijzigingen maakt',
      'action.publish.validation-issues-toast.description': 'Los de validatiefouten op voordat je publiceert',
      'action.restore.confirm.message': 'Weet je zeker dat je dit document wilt herstellen?',
      'action.restore.disabled.cannot-restore-initial': 'Je kunt de initiële revisie niet herstellen',
      'action.restore.tooltip': 'Deze revisie herstellen',
      'action.unpublish.disabled.already-unpublished':
        'Dit document staat al klaar om te worden gedepubliceerd',
      'action.unpublish.disabled.target-not-found':
        'De geselecteerde release of variant bevat dit document niet',
      'banners.archived-release.description':
        'Je bekijkt een alleen-lezen document dat werd gearchiveerd als onderdeel van <VersionBadge>{{title}}</VersionBadge>. Het kan niet bewerkt worden',
      'banners.archived-scheduled-draft.description': 'Dit ingeplande concept is gearchiveerd',
      'banners.deleted-document-banner.restore-button.text': 'Meest recente revisie herstellen',
      'banners.obsolete-draft.actions.compare-draft.tooltip':
        'Het gepubliceerde document bestaat niet, dus dit concept kan niet worden vergeleken.',
      'banners.paused-scheduled-draft.text':
        'Planning gepauzeerd tijdens het bewerken. Klik op Inplannen om de planning opnieuw te activeren of kies een nieuwe datum.',
      'banners.permission-check-banner.missing-permission_create_one':
        'Je rol <Roles/> heeft geen toestemming om dit document te creëren.',
      'banners.permission-check-banner.missing-permission_create_other':
        'Je rollen <Roles/> hebben geen toestemming om dit document te creëren.',
      'banners.permission-check-banner.missing-permission_update_one':
        'Je rol <Roles/> heeft geen toestemming om dit document bij te werken.',
      'banners.permission-check-banner.missing-permission_update_other':
        'Je rollen <Roles/> hebben geen toestemming om dit document bij te werken.',
      'banners.published-release.description':
        'Je bekijkt een alleen-lezen document dat werd gepubliceerd als onderdeel van <VersionBadge>{{title}}</VersionBadge>. Het kan niet bewerkt worden',
      'banners.reference-changed-banner.reason-changed.text':
        'Deze referentie is gewijzigd sinds je deze geopend hebt.',
      'banners.reference-changed-banner.reason-removed.text':
        'Deze referentie is verwijderd sinds je deze geopend hebt.',
      'banners.release.action.add-to-bundle': 'Toevoegen aan bundel',
      'banners.scheduled-draft-override-banner.text':
        'Er bestaat een ingepland concept voor dit document. Als je nu wijzigingen publiceert, worden die overschreven zodra de planning wordt uitgevoerd.',
      'banners.unpublished-release-banner.text':
        'Dit document wordt gedepubliceerd als onderdeel van de release <VersionBadge>{{title}}</VersionBadge>.',
      'banners.variant.action.add-to-variant': 'Variant maken',
      'banners.variant.definition-not-found':
        'De geselecteerde variant <VariantName>{{name}}</VariantName> is niet gevonden.',
      'banners.variant.error.description':
        'Er is een fout opgetreden bij het toevoegen van het document aan de variant: {{message}}',
      'banners.variant.error.title': 'Fout bij het toevoegen van document aan variant',
      'banners.variant.not-in-variant':
        'Er bestaat nog geen variantdocument in <PerspectiveTitle>{{perspectiveTitle}}</PerspectiveTitle> voor <VariantBadge>{{variantTitle}}</VariantBadge>.',
      'banners.variant.waiting.description':
        'Even geduld terwijl het document aan de variant wordt toegevoegd. Dit zou niet langer dan een paar seconden moeten duren.',
      'banners.variant.waiting.title': 'Document wordt toegevoegd aan variant…',
      'browser-document-title.new-document': '{{schemaType}} (nieuw)',
      // The history panel's close button asks this namespace for a key Sanity defines only in "studio": without
      // this, its screen-reader label is the key itself.
      'changes.action.close-label': 'Historie sluiten',
      // The version's name ("Concept", a release's title) cannot precede "versie" in Dutch ("Concept versie").
      'changes.banner.description':
        'Je ziet de geschiedenis van de versie <strong>{{perspective}}</strong> van dit document.',
      'compare-version.error.loadReleases.title': 'Laden van releases mislukt',
      'compare-version.error.loadVersions.title': 'Laden van versies mislukt',
      'confirm-delete-dialog.confirm-anyway-button.text_delete_one': 'Toch verwijderen',
      'confirm-delete-dialog.confirm-anyway-button.text_delete_other': 'Toch alle versies verwijderen',
      'confirm-delete-dialog.confirm-button.text_delete_one': 'Document verwijderen',
      'confirm-delete-dialog.confirm-button.text_delete_other': 'Alle versies verwijderen',
      'confirm-delete-dialog.confirmation.text_delete':
        'Weet je zeker dat je “<DocumentTitle/>” wilt verwijderen?',
      'confirm-delete-dialog.confirmation.text_delete_one':
        'Weet je zeker dat je dit document wilt verwijderen?',
      'confirm-delete-dialog.confirmation.text_delete_other':
        'Weet je zeker dat je alle versies van dit document wilt verwijderen?',
      'confirm-delete-dialog.confirmation.text_unpublish':
        'Weet je zeker dat je “<DocumentTitle/>” wilt ontpubliceren?',
      'confirm-delete-dialog.referential-integrity-disclaimer.text_delete':
        'Als je dit document verwijdert, kunnen documenten die ernaar verwijzen er niet langer toegang toe hebben.',
      'confirm-delete-dialog.referential-integrity-disclaimer.text_unpublish':
        'Als je dit document ontpubliceert, kunnen documenten die ernaar verwijzen er niet langer toegang toe hebben.',
      'confirm-delete-dialog.referring-documents-descriptor.text_delete':
        'Het is mogelijk dat je “<DocumentTitle/>” niet kunt verwijderen omdat de volgende documenten ernaar verwijzen:',
      'confirm-delete-dialog.referring-documents-descriptor.text_unpublish':
        'Het is mogelijk dat je “<DocumentTitle/>” niet kunt ontpubliceren omdat de volgende documenten ernaar verwijzen:',
      'document-group-inventory.onboarding-hint': 'Waar zijn de versieknoppen naartoe?',
      'document-inspector.error.close-button.aria-label': 'Paneel sluiten',
      'document-inspector.error.description': 'Er is een fout opgetreden bij het weergeven van dit paneel.',
      'document-inspector.error.retry-button.text': 'Opnieuw proberen',
      'document-inspector.error.title': 'Er is iets misgegaan',
      'document-target-badges.not-in-target.tooltip':
        'Het document bestaat nog niet in het geselecteerde perspectief.',
      'document-view.form-view.sync-lock-toast.description':
        'Even geduld terwijl het document wordt gesynchroniseerd. Dit gebeurt meestal direct nadat het document is gepubliceerd en zou niet meer dan een paar seconden moeten duren',
      'document-view.form-view.sync-pending.description':
        'We blijven het proberen. Intussen worden je wijzigingen in je browser bewaard.',
      'document-view.form-view.sync-pending.title': 'Je wijzigingen worden niet opgeslagen',
      'document-view.form-view.sync-recovering.description':
        'Je kunt verder bewerken zodra je wijzigingen zijn opgeslagen.',
      'document-view.form-view.sync-recovering.title': 'Je wijzigingen worden opgeslagen…',
      'document-view.form-view.sync-stalled.description':
        'Bewerken is gepauzeerd tot ze zijn opgeslagen. Je wijzigingen worden in je browser bewaard, dus laat dit tabblad open terwijl we het blijven proberen.',
      'document-view.form-view.sync-stalled.title': 'Je wijzigingen worden nog steeds niet opgeslagen',
      'events.compare-with-published.description':
        'We kunnen de wijzigingen voor dit document niet laden, waarschijnlijk vanwege het geschiedenisbehoudbeleid van je abonnement, dit toont je hoe de versie <strong>{{version}}</strong> zich verhoudt tot de <strong>gepubliceerde</strong> versie.',
      'incoming-references-pane.no-references': 'Geen binnenkomende referenties gevonden.',
      'menu-items.layout.restore-default': 'Standaardweergave',
      'menu-items.layout.restore-default.disabled-reason': 'Je gebruikt de standaardweergave al',
      'menu-items.sort-by.restore-default': 'Standaardsortering',
      'menu-items.sort-by.restore-default.disabled-reason': 'Je gebruikt de standaardsortering al',
      'no-document-types-screen.link-text': 'Leer hoe je een documenttype kunt toevoegen →',
      'no-document-types-screen.subtitle': 'Definieer ten minste één documenttype in je schema.',
      'panes.document-header-title.new.text': '{{schemaType}} (nieuw)',
      'panes.document-list-pane.error.max-retries-attempted':
        'Na {{count}} mislukte pogingen wordt het niet meer automatisch opnieuw geprobeerd.',
      'panes.document-list-pane.search-ordering.aria-label': 'Sortering van zoekresultaten wijzigen',
      'panes.document-list-pane.search-ordering.label': 'Gesorteerd op {{order}}',
      'panes.document-list-pane.search-ordering.relevance': 'Relevantie',
      'panes.document-list-pane.search-ordering.summary-relevance': 'Gesorteerd op relevantie',
      'panes.document-list-pane.sort-order.disabled-reason':
        'Deze sorteeroptie gebruikt velden die niet bij dit documenttype horen',
      'panes.document-operation-results.operation-success_publishVersion': 'Versie is gepubliceerd',
      'panes.document-operation-results.operation-success_unpublishVersion':
        'Versie wordt gedepubliceerd wanneer de release wordt gepubliceerd',
      'panes.document-pane.variant-target.loading': 'Document laden…',
      'request-permission-dialog.description.text':
        'Je verzoek zal worden verzonden naar de projectbeheerder(s). Als je wilt, kun je ook een notitie toevoegen',
      'request-permission-dialog.note-input.description.text': 'Als je wilt, kun je een notitie toevoegen',
      'request-permission-dialog.warning.denied.text': 'Je verzoek om toegang tot dit project is afgewezen.',
      'request-permission-dialog.warning.limit-reached.text':
        'Je hebt de limiet bereikt voor rolverzoeken voor alle projecten. Wacht even voordat je meer verzoeken indient of neem contact op met een beheerder voor hulp.',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'studio',
    resources: {
      'about-dialog.version-info.deprecated.current':
        'v{{version}} is verouderd en mag niet meer worden gebruikt.',
      'about-dialog.version-info.deprecated.header': 'Verouderde versie',
      'about-dialog.version-info.deprecated.next-step.pinned':
        'Deze Studio is vastgezet op een verouderde versie. Kies een andere versie in Manage.',
      'about-dialog.version-info.deprecated.next-step.upgrade':
        'Werk het sanity-pakket bij naar een nieuwere versie en zet de Studio opnieuw online.',
      'about-dialog.version-info.deprecated.next-step.upgrade.learn-how': 'Lees hoe je bijwerkt',
      'about-dialog.version-info.deprecated.reason': 'Reden: {{reason}}',
      'about-dialog.version-info.tooltip.deprecated': 'Verouderd',
      'about-dialog.version-info.tooltip.up-to-date': 'Actueel',
      'about-dialog.version-info.up-to-date': 'Actueel',
      // Sanity asks for this key but defines it in no language: without it, the key itself is shown.
      'asset-source.asset-list.table.preview-alt': 'Voorbeeld van de afbeelding',
      'asset-source.delete-dialog.usage-list.confirm-delete-file_named':
        'Je staat op het punt het bestand <strong>{{filename}}</strong> en de bijbehorende metadata te verwijderen. Weet je het zeker?',
      'asset-source.delete-dialog.usage-list.confirm-delete-file_unnamed':
        'Je staat op het punt het bestand en de bijbehorende metadata te verwijderen. Weet je het zeker?',
      'asset-source.delete-dialog.usage-list.confirm-delete-image_named':
        'Je staat op het punt de afbeelding <strong>{{filename}}</strong> en de bijbehorende metadata te verwijderen. Weet je het zeker?',
      'asset-source.delete-dialog.usage-list.confirm-delete-image_unnamed':
        'Je staat op het punt de afbeelding en de bijbehorende metadata te verwijderen. Weet je het zeker?',
      'asset-source.delete-dialog.usage-list.warning-file-is-in-use_named':
        '{{filename}} kan niet worden verwijderd omdat het in gebruik is. Om dit bestand te verwijderen, moet je eerst alle gebruik ervan verwijderen.',
      'asset-source.delete-dialog.usage-list.warning-file-is-in-use_unnamed':
        'Dit bestand kan niet worden verwijderd omdat het in gebruik is. Om het te verwijderen, moet je eerst alle gebruik ervan verwijderen.',
      'asset-source.delete-dialog.usage-list.warning-image-is-in-use_named':
        '{{filename}} kan niet worden verwijderd omdat het in gebruik is. Om deze afbeelding te verwijderen, moet je eerst alle gebruik ervan verwijderen.',
      'asset-source.delete-dialog.usage-list.warning-image-is-in-use_unnamed':
        'Deze afbeelding kan niet worden verwijderd omdat het in gebruik is. Om het te verwijderen, moet je eerst alle gebruik ervan verwijderen.',
      'asset-source.dialog.load-error': 'Laden van bestanden mislukt',
      // Sanity asks for this key but defines it in no language: without it, the key itself is shown.
      'asset-source.file.asset-list.item.select-file-tooltip': '{{filename}} selecteren',
      // Sanity asks for this key but defines it in no language: without it, the key itself is shown.
      'asset-source.usage-list.image-alt': 'Voorbeeld van de afbeelding',
      // The search's date filter reads Sanity's pattern in date-fns's Dutch (studio/locale-dates.ts), so its English
      // example ("Jan 1, 2000") no longer fits; this tooltip is plain text, so no <Emphasis> either.
      'calendar.error.must-be-in-format':
        'Typ de datum als jan. 1, 2000, of met een tijd als jan. 1, 2000 09:30',
      'changes.action.revert-all-description':
        'Weet je zeker dat je alle {{count}} wijzigingen wilt terugdraaien?',
      'changes.action.revert-changes-description': 'Weet je zeker dat je de wijzigingen wilt terugdraaien?',
      'changes.action.revert-changes-description_one': 'Weet je zeker dat je de wijziging wilt terugdraaien?',
      'changes.from-base-variant.label': 'Gewijzigd ten opzichte van de basisvariant',
      'changes.missing-since-document-error':
        'We konden de documentrevisie met id: <code>{{revisionId}}</code> waar je naar probeert te vergelijken niet vinden. <Break/> Dit komt waarschijnlijk door het retentiebeleid van je plan. <Break/> Selecteer een andere <strong>Van</strong> invoer.',
      'changes.same-revision-selected-description':
        'Je hebt dezelfde <strong>van</strong> en <strong>naar</strong> revisie geselecteerd, selecteer verschillende revisies om de wijzigingen tussen hen te vergelijken.',
      'changes.unknown-schema-field.description':
        'Dit veld is niet gedefinieerd in het schema. De waarden worden als JSON getoond.',
      'common.error': 'Fout',
      'content-agent': 'Content Agent',
      'diagnostics.menu-item': 'Diagnose',
      // A version's name ("Concept", a release's title) cannot precede "versie" in Dutch.
      'divergence.effect.summary': '{{title}} {{effect}} in de versie {{versionName}}',
      'divergence.pagination': '{{position}} van {{count}}',
      'divergence.unresolved-divergence_one': 'Onopgeloste wijziging in de versie {{versionName}}',
      'divergence.unresolved-divergence_other':
        '{{count}} onopgeloste wijzigingen in de versie {{versionName}}',
      'document-group-inventory.action.cancel': 'Annuleren',
      'document-group-inventory.action.manage-versions': 'Versies beheren',
      'document-group-inventory.feedback.sentiment-label':
        'Hoe makkelijk of moeilijk vind je het nieuwe versieoverzicht in gebruik?',
      'document-group-inventory.filter-string.label': 'Filter {{subject}}',
      'document-group-inventory.title': '{{count}} {{subject}}',
      'document-group-inventory.title_one': '{{count}} {{subject}}',
      'document-group-inventory.title_other': '{{count}} {{subject}}',
      'document-group-inventory.viewing-item-label': 'weergegeven',
      'document-group.base-variant': 'Alle gebruikers (standaard)',
      'document-group.create-variant': 'Variant maken',
      'document-group.create-variant.for-target': 'Variant maken voor {{variantDefinitionName}}',
      'document-group.create-variant.target-drafts': 'Als concept',
      'document-group.create-variant.target-releases': 'In een release',
      'document-group.create-variant.view-existing-variants': 'Of bekijk bestaande varianten',
      'document-group.delete.cancel-button.text': 'Annuleren',
      'document-group.delete.cdr-summary.document-count_one': '1 document',
      'document-group.delete.cdr-summary.document-count_other': '{{count}} documenten',
      'document-group.delete.cdr-summary.subtitle_one': 'Dataset: {{datasets}}',
      'document-group.delete.cdr-summary.subtitle_other': 'Datasets: {{datasets}}',
      'document-group.delete.cdr-summary.subtitle_unavailable_one': 'Niet beschikbare dataset',
      'document-group.delete.cdr-summary.subtitle_unavailable_other': 'Niet beschikbare datasets',
      'document-group.delete.cdr-summary.title_one': '{{documentCount}} in een andere dataset',
      'document-group.delete.cdr-summary.title_other': '{{documentCount}} in {{count}} datasets',
      'document-group.delete.cdr-table.copy-id-button.tooltip': 'ID naar klembord kopiëren',
      'document-group.delete.cdr-table.dataset.label': 'Dataset',
      'document-group.delete.cdr-table.document-id.label': 'Document-ID',
      'document-group.delete.cdr-table.id-copied-toast.title-failed': 'Kopiëren van document-ID mislukt',
      'document-group.delete.cdr-table.project-id.label': 'Project-ID',
      'document-group.delete.confirm-button.text_one': 'Verwijderen (1)',
      'document-group.delete.confirm-button.text_other': 'Verwijderen ({{count}})',
      'document-group.delete.error.message':
        'Er is een fout opgetreden bij het verwijderen van dit document. Dit betekent meestal dat andere documenten ernaar verwijzen.',
      'document-group.delete.other-reference-count.title_one': '1 andere referentie niet getoond',
      'document-group.delete.other-reference-count.title_other': '{{count}} andere referenties niet getoond',
      'document-group.delete.other-reference-count.tooltip':
        'We kunnen geen metadata voor deze referenties tonen omdat een toegangstoken voor de betrokken datasets ontbreekt.',
      'document-group.delete.preview-item.preview-unavailable.subtitle': 'ID: {{documentId}}',
      'document-group.delete.preview-item.preview-unavailable.title': 'Voorbeeld niet beschikbaar',
      'document-group.delete.referring-document-count.text_one':
        '1 document verwijst naar “<DocumentTitle/>”',
      'document-group.delete.referring-document-count.text_other':
        '{{count}} documenten verwijzen naar “<DocumentTitle/>”',
      'document-group.delete.referring-documents-descriptor.text':
        'Mogelijk kun je “<DocumentTitle/>” niet verwijderen omdat de volgende documenten ernaar verwijzen:',
      'document-group.delete.title_one': '{{count}} {{subject}} verwijderen',
      'document-group.delete.title_other': '{{count}} {{subject}} verwijderen',
      'document-group.subject.variant_one': 'variant',
      'document-group.subject.variant_other': 'varianten',
      'document-group.subject.version_one': 'versie',
      'document-group.subject.version_other': 'versies',
      'document-status.published-at': 'Gepubliceerd {{date}}',
      'document-store.slow-commit.description': 'Je wijzigingen worden nog opgeslagen.',
      'document.initial-value.error.description':
        'Het document is geopend met een lege waarde. {{errorMessage}}',
      'document.initial-value.error.title': 'Initiële waarde kon niet worden bepaald',
      'form.field.actions-menu.title': 'Veldacties',
      'free-trial.tooltip.trial-finished': 'Upgrade je project',
      'help-resources.studio-version-deprecated': 'v{{version}} is verouderd',
      // @sanity/locale-nl-nl keeps the English word here.
      'help-resources.up-to-date': 'Actueel',
      'inputs.array.error.can-delete-but-no-edit-description':
        'Je kunt dit item nog steeds verplaatsen of verwijderen, maar het kan niet worden bewerkt omdat de schema-definitie voor het type nergens te vinden is.',
      'inputs.file.invalid-file-warning.description':
        'De waarde van dit veld is geen geldig bestand. Dit veld resetten laat je een nieuw bestand kiezen.',
      'inputs.files.common.stale-upload-warning.description':
        'Een upload heeft ten minste {{staleThresholdMinutes}} minuten geen voortgang gemaakt en is waarschijnlijk onderbroken. Je kunt de onvolledige upload veilig wissen en opnieuw proberen te uploaden.',
      'inputs.image.invalid-image-warning.description':
        'De waarde van dit veld is geen geldige afbeelding. Dit veld resetten zal je toestaan een nieuwe afbeelding te kiezen.',
      // @sanity/locale-nl-nl keeps the English title ("Hotspot & Crop") and "crop" in the vector warnings.
      'inputs.imagetool.title': 'Hotspot en uitsnede',
      'inputs.imagetool.vector-warning.developer-info':
        "De afbeeldingsdienst past hotspot en uitsnede niet toe op vectorformaten. Vraag de afbeelding op in een rasterformaat om ze toe te passen, bijvoorbeeld met <code>fm=jpg</code> in de <ImageUrlDocumentationLink>afbeeldings-URL</ImageUrlDocumentationLink> of met <code>.format('png')</code> in <ImageUrlPackageDocumentationLink>@sanity/image-url</ImageUrlPackageDocumentationLink>.",
      'inputs.imagetool.vector-warning.title':
        'Let op: waar deze afbeelding getoond wordt, worden hotspot en uitsnede mogelijk niet toegepast.',
      // @sanity/locale-nl-nl keeps the English "Inline object".
      'inputs.portable-text.inline-block.aria-label': 'Object in de tekst',
      'inputs.portable-text.invalid-value.action-disclaimer':
        'LET OP: Het is over het algemeen veilig om de bovenstaande actie uit te voeren, maar als je twijfelt, neem dan contact op met degenen die verantwoordelijk zijn voor het configureren van je studio.',
      'inputs.portable-text.table.add-column': 'Kolom toevoegen aan het einde',
      'inputs.portable-text.table.add-row': 'Rij toevoegen aan het einde',
      'inputs.portable-text.table.column-handle': 'Kolomgreep',
      'inputs.portable-text.table.delete-column': 'Kolom verwijderen',
      'inputs.portable-text.table.delete-row': 'Rij verwijderen',
      'inputs.portable-text.table.delete-table': 'Tabel verwijderen',
      'inputs.portable-text.table.header-row': 'Koprij',
      'inputs.portable-text.table.insert-here': 'Hier invoegen',
      'inputs.portable-text.table.menu-aria-label': 'Tabelopties',
      'inputs.portable-text.table.row-handle': 'Rijgreep',
      'inputs.portable-text.table.select-table': 'Tabel selecteren',
      'inputs.portable-text.unknown-value.annotation': 'Annotatie niet gedefinieerd in het schema: {{name}}',
      'inputs.portable-text.unknown-value.list-item': 'Lijsttype niet gedefinieerd in het schema: {{name}}',
      'inputs.portable-text.unknown-value.mark': 'Markering niet gedefinieerd in het schema: {{name}}',
      'inputs.portable-text.unknown-value.style': 'Stijl niet gedefinieerd in het schema: {{name}}',
      'inputs.reference.cross-dataset.feature-disabled-actions':
        'Je kunt nog steeds de bestaande referentie van dit veld wissen, maar het kan niet worden gewijzigd in een ander document zolang de functie is uitgeschakeld.',
      'inputs.reference.cross-dataset.feature-disabled-description':
        'Deze functie is uitgeschakeld. Lees hoe je het kunt inschakelen in <DocumentationLink>de documentatie</DocumentationLink>.',
      'inputs.reference.error.nonexistent-document-description':
        'Het gerefereerde document bestaat niet (ID: <code>{{documentId}}</code>). Je kunt de referentie verwijderen of vervangen door een ander document.',
      'insufficient-permissions-message.not-authorized-explanation':
        'Je hebt geen toestemming om toegang te krijgen tot deze functie.',
      'insufficient-permissions-message.not-authorized-explanation_create-any-document':
        'Je hebt geen toestemming om een document te maken.',
      'insufficient-permissions-message.not-authorized-explanation_create-document':
        'Je hebt geen toestemming om dit document te maken.',
      'insufficient-permissions-message.not-authorized-explanation_create-document-type':
        'Je hebt geen toestemming om dit soort document te maken.',
      'insufficient-permissions-message.not-authorized-explanation_create-new-reference':
        'Je hebt geen toestemming om een nieuwe referentie te maken.',
      'insufficient-permissions-message.not-authorized-explanation_delete-document':
        'Je hebt geen toestemming om dit document te verwijderen.',
      'insufficient-permissions-message.not-authorized-explanation_delete-schedules':
        "Je hebt geen toestemming om schema's te verwijderen.",
      'insufficient-permissions-message.not-authorized-explanation_discard-changes':
        'Je hebt geen toestemming om wijzigingen in dit document te verwerpen.',
      'insufficient-permissions-message.not-authorized-explanation_duplicate-document':
        'Je hebt geen toestemming om dit document te dupliceren.',
      'insufficient-permissions-message.not-authorized-explanation_edit-schedules':
        "Je hebt geen toestemming om schema's te bewerken.",
      'insufficient-permissions-message.not-authorized-explanation_execute-schedules':
        "Je hebt geen toestemming om schema's uit te voeren.",
      'insufficient-permissions-message.not-authorized-explanation_publish-document':
        'Je hebt geen toestemming om dit document te publiceren.',
      'insufficient-permissions-message.not-authorized-explanation_unpublish-document':
        'Je hebt geen toestemming om dit document te depubliceren.',
      'insufficient-permissions-message.roles': 'Je rollen: <Roles/>',
      'login.logged-out.generic': 'Je sessie is niet meer geldig. Meld je opnieuw aan.',
      'login.logged-out.session-expired': 'Je sessie is verlopen. Meld je opnieuw aan.',
      'login.logged-out.title': 'Je bent afgemeld',
      'network-check.slow-protocol-warning.description':
        'Je browser gebruikt een verouderd HTTP-protocol om te communiceren met Sanity. Dit kan leiden tot aanzienlijk verminderde prestaties.',
      // Sanity asks for this key but defines it in no language: without it, the key itself is shown.
      'new-document.new-document': 'Nieuw document',
      // The incoming references panel asks this namespace for a key Sanity defines only in "validation".
      'panel.close-button-aria-label': 'Paneel sluiten',
      'release.action.delete-schedule': 'Planning verwijderen',
      'release.action.edit-details': 'Details bewerken',
      'release.action.edit-schedule': 'Planning bewerken',
      'release.action.new-release': 'Nieuwe release',
      'release.action.new-release.limit-reached': 'Deze werkruimte is beperkt tot {{count}} release',
      'release.action.pause-to-edit': 'Pauzeren om te bewerken',
      'release.action.permission.error': 'Je hebt geen toestemming om deze actie uit te voeren',
      'release.action.revert-unpublish-version.failure.description':
        'Probeer het opnieuw of controleer je verbinding. Het document wordt nog steeds gedepubliceerd wanneer de release live gaat.',
      'release.action.revert-unpublish-version.failure.title':
        'Het depubliceren wanneer de release live gaat, kon niet worden geannuleerd.',
      'release.action.revert-unpublish-version.success.description': 'Je kunt nu deze versie bewerken.',
      'release.action.revert-unpublish-version.success.title':
        'Het document wordt niet meer gedepubliceerd wanneer de release live gaat.',
      'release.action.schedule-publish': 'Publicatie inplannen',
      'release.action.unpublish-version.failure':
        'De versie kon niet worden ingesteld om te depubliceren wanneer de release live gaat',
      'release.action.unpublish-version.success':
        '<strong>{{title}}</strong> wordt gedepubliceerd wanneer de release live gaat',
      'release.action.view-scheduled-drafts': 'Ingeplande concepten bekijken',
      'release.banner.scheduled-for-publishing-on': 'Ingepland voor publicatie op {{date}}',
      'release.chip.button.other-variants_one': '+{{count}} variant',
      'release.chip.button.other-variants_other': '+{{count}} varianten',
      'release.chip.tooltip.created-date': 'Aangemaakt {{date}}',
      'release.chip.tooltip.other-variants_one': 'Eén variant',
      'release.chip.tooltip.other-variants_other': '{{count}} varianten',
      'release.chip.tooltip.scheduled-for-date': 'Ingepland voor {{date}}',
      'release.dialog.delete-schedule-draft.body-already-current':
        'Dit ingeplande concept verwijderen? Je concept is al up-to-date.',
      'release.dialog.delete-schedule-draft.body-will-save-to-draft':
        'Dit ingeplande concept verwijderen? Je wijzigingen worden opgeslagen in het concept.',
      'release.dialog.delete-schedule-draft.body-with-choice': 'Dit ingeplande concept verwijderen?',
      'release.dialog.delete-schedule-draft.confirm': 'Ja, planning verwijderen',
      'release.dialog.delete-schedule-draft.copy-checkbox':
        'Mijn ingeplande wijzigingen bewaren door ze naar het concept te kopiëren (aanbevolen)',
      'release.dialog.delete-schedule-draft.different-changes-explanation':
        'Je ingeplande concept bevat andere wijzigingen dan je huidige concept.',
      'release.dialog.delete-schedule-draft.header': 'Ingepland concept verwijderen',
      'release.dialog.edit-schedule.body':
        'Kies een nieuwe datum en een nieuw tijdstip voor de ingeplande publicatie.',
      'release.dialog.edit-schedule.confirm': 'Planning bijwerken',
      'release.dialog.edit-schedule.header': 'Planning wijzigen',
      'release.dialog.edit.confirm': 'Opslaan',
      'release.dialog.edit.description-label': 'Beschrijving',
      'release.dialog.edit.title': 'Release bewerken',
      'release.dialog.edit.title-label': 'Titel',
      'release.dialog.publish-scheduled-draft.body':
        'Weet je zeker dat je dit ingeplande concept meteen wilt publiceren?',
      'release.dialog.tooltip.description':
        'Dit tijdstip dient alleen voor de planning, voorbeelden en waarschuwingen over documenten die met elkaar in conflict komen. Het plant je release niet in: die moet je nog steeds publiceren of inplannen zodra alle documenten klaar zijn.',
      'release.dialog.tooltip.title': 'Geschat tijdstip van de release',
      'release.menu.label': 'Releasemenu',
      'release.menu.scheduled-drafts': 'Ingeplande concepten bekijken',
      // Not "Content Releases": the tool is called Releases everywhere else.
      'release.menu.view-releases': 'Releases bekijken',
      'release.navbar.tooltip': 'Planning bekijken',
      'release.schedule-dialog.publish-date-in-past-warning': 'Kies een datum en tijdstip in de toekomst.',
      'release.toast.delete-schedule-draft.error':
        'Het ingeplande concept <strong>{{title}}</strong> kon niet worden verwijderd: {{error}}',
      'release.toast.delete-schedule-draft.success':
        'Het ingeplande concept <strong>{{title}}</strong> is verwijderd.',
      'release.toast.edit-release-error.title': 'Opslaan van releasedetails mislukt',
      'release.toast.pause-scheduled-draft.error':
        'Het ingeplande concept <strong>{{title}}</strong> kon niet worden gepauzeerd: {{error}}',
      'release.toast.publish-scheduled-draft.error':
        'Het ingeplande concept <strong>{{title}}</strong> kon niet worden gepubliceerd: {{error}}',
      'release.toast.publish-scheduled-draft.success':
        'Het ingeplande concept <strong>{{title}}</strong> is gepubliceerd.',
      'release.toast.reschedule-scheduled-draft.error':
        'Het ingeplande concept <strong>{{title}}</strong> kon niet opnieuw worden ingepland: {{error}}',
      'release.toast.reschedule-scheduled-draft.success':
        'Het ingeplande concept <strong>{{title}}</strong> is opnieuw ingepland.',
      'release.toast.schedule-publish.error': 'Inplannen van het concept mislukt: {{error}}',
      'release.toast.schedule-publish.success': 'Concept ingepland',
      'release.toast.scheduled-draft-published.title': 'Het ingeplande concept is gepubliceerd',
      'release.tooltip.locked':
        'Deze release is ingepland. Haal de release uit de planning om meer documenten toe te voegen.',
      'release.type.scheduled': 'Op tijdstip',
      'release.type.undecided': 'Nog niet bepaald',
      'releases.upsell.misconfiguration.message':
        'Content releases zijn ingeschakeld voor je project, maar er lijkt een configuratieprobleem te zijn met je release limieten. Neem contact op met de ondersteuning om je content releases correct te configureren.',
      'schedule-publish-dialog.confirm': 'Inplannen',
      'schedule-publish-dialog.header': 'Concept inplannen voor publicatie',
      'scheduled-drafts.release.title': 'Ingeplande publicatie',
      'search.action.search-specific-types-truncated': 'Zoeken naar {{types, list}} en nog {{count}}',
      'search.document-type-list-truncated': '{{types, list}} en nog {{count}}',
      'search.error.display-filter-description':
        'Dit kan duiden op ongeldige opties gedefinieerd in je schema.',
      'search.error.no-valid-asset-source-check-config-description':
        'Zorg ervoor dat het is ingeschakeld in je studio configuratiebestand.',
      'search.error.unspecified-error-help-description': 'Probeer het opnieuw of controleer je verbinding',
      'search.instructions': 'Gebruik <ControlsIcon/> om je zoekopdracht te verfijnen',
      'search.no-results-help-description': 'Probeer een ander trefwoord of pas je filters aan',
      // Sanity asks for this key but defines it in no language: without it, the key itself is shown.
      'search.search-results-label': 'Zoekresultaten',
      'timeline.error.no-document-history-description':
        'Wanneer je de inhoud van het document wijzigt, zullen de documentversies in dit menu verschijnen.',
      'user-menu.action.claim-project': 'Dit project opeisen',
      'workspaces.choose-your-workspace-label': 'Kies je werkruimte',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'presentation',
    resources: {
      'channel.status_connected': 'Verbonden',
      'channel.status_connecting': 'Verbinding maken',
      'channel.status_disconnected': 'Verbinding verbroken',
      'channel.status_reconnecting': 'Opnieuw verbinding maken',
      'document-list-pane.document-list.title': 'Documenten op deze pagina',
      'document-list-pane.error.text': 'Kon de documentenlijst niet weergeven',
      'document-list-pane.ordering.by-appearance': 'Op volgorde van verschijnen',
      'document-list-pane.ordering.last-edited': 'Laatst bewerkt',
      'document-pane.error.text': 'Kon de documenteditor niet weergeven',
      'error-card.continue-button.text': 'Toch doorgaan',
      'error-card.retry-button.text': 'Opnieuw proberen',
      'error-card.title': 'Er is een fout opgetreden',
      'locations-banner.locations-count_one': 'Gebruikt op één pagina',
      'locations-banner.locations-count_other': "Gebruikt op {{count}} pagina's",
      'locations-banner.locations-count_zero': 'Op geen enkele pagina gebruikt',
      'locations-banner.resolving.text': 'Locaties ophalen…',
      'main-document.label': 'Hoofddocument',
      'main-document.missing.text': 'Er is geen hoofddocument voor <Code>{{path}}</Code>',
      'narrow-tabs.content-tab.label': 'Structuur',
      'narrow-tabs.navigator-tab.label': 'Navigatie',
      'narrow-tabs.preview-tab.label': 'Voorbeeld',
      'presentation-error.label': 'Foutmelding',
      'preview-frame.configuration.error.description':
        'Het voorbeeld-iframe is ingesteld om <Code>{{targetOrigin}}</Code> te laden, maar de gemelde herkomst is <Code>{{reportedOrigin}}</Code>. Om veiligheidsredenen maakt het voorbeeld geen verbinding met onbekende herkomsten. Werk de instelling <Code>presentationTool.allowOrigins</Code> bij om verbinding met Visual Editing en de loaders toe te staan.',
      'preview-frame.configuration.error.title': 'Herkomst van de voorbeeld-URL komt niet overeen',
      'preview-frame.connection.error.text': 'Kon geen verbinding maken met het voorbeeld',
      'preview-frame.continue-button.text': 'Toch doorgaan',
      'preview-frame.loader.connection-status.label': 'Verbindingsstatus van de loader',
      'preview-frame.navigator.toggle-button.aria-label': 'Navigatie tonen of verbergen',
      'preview-frame.navigator.toggle-button.tooltip': 'Navigatie tonen of verbergen',
      'preview-frame.overlay.connection-status.label': 'Verbindingsstatus van de bewerkingslaag',
      'preview-frame.overlay.toggle-button.text': 'Bewerken',
      'preview-frame.overlay.toggle-button.tooltip_disable': 'Bewerkingslaag uitschakelen',
      'preview-frame.overlay.toggle-button.tooltip_enable': 'Bewerkingslaag inschakelen',
      'preview-frame.perspective.published.text': 'Deze pagina met gepubliceerde inhoud bekijken',
      'preview-frame.refresh-button.aria-label': 'Voorbeeld vernieuwen',
      'preview-frame.refresh-button.tooltip': 'Voorbeeld vernieuwen',
      'preview-frame.share-button.aria-label': 'Dit voorbeeld delen',
      'preview-frame.status_connecting': 'Verbinding maken…',
      'preview-frame.status_loading': 'Laden…',
      'preview-frame.status_refreshing': 'Vernieuwen…',
      'preview-frame.status_reloading': 'Vernieuwen…',
      'preview-frame.status_timeout':
        'Geen verbinding met het voorbeeld; vernieuw het voorbeeld of probeer het zo opnieuw.',
      'preview-frame.viewport-button.aria-label': 'Schermbreedte wisselen',
      'preview-frame.viewport-button.tooltip_full': 'Overschakelen naar volledige breedte',
      'preview-frame.viewport-button.tooltip_narrow': 'Overschakelen naar smalle breedte',
      'preview-location-input.error_missing-origin': 'De URL moet beginnen met {{origin}}',
      'preview-location-input.error_same-base-path':
        'De URL mag niet hetzelfde basispad hebben als de Studio ({{basePath}})',
      'preview-search-param.configuration.error.description':
        'De router wil naar <Code>{{previewSearchParam}}</Code> gaan, maar de herkomst <Code>{{blockedOrigin}}</Code> is niet toegestaan. Werk de instelling <Code>presentationTool.allowOrigins</Code> bij om die toe te staan.',
      'preview-search-param.configuration.error.title': 'Voorbeeld-URL geblokkeerd',
      'preview-url-secret.missing-grants':
        "Je hebt geen toestemming om geheime sleutels voor voorbeeld-URL's te maken. Daardoor laadt het voorbeeld waarschijnlijk niet.",
      'share-preview-menu.copy-url.text': 'Voorbeeldlink kopiëren',
      'share-preview-menu.error_missing-grants': 'Je hebt geen toestemming om voorbeelden te delen. ',
      'share-preview-menu.error_toggle-sharing':
        'Je hebt geen toestemming om het delen van dit voorbeeld aan of uit te zetten',
      'share-preview-menu.qr-code.instructions': 'Scan de QR-code om het voorbeeld op je telefoon te openen.',
      'share-preview-menu.qr-code.placeholder': 'De QR-code verschijnt hier',
      'share-preview-menu.qr-code.title': 'Een QR-code met de URL: {{url}}',
      'share-preview-menu.toggle-button.label_first-line': 'Dit voorbeeld delen',
      'share-preview-menu.toggle-button.label_second-line': 'met iedereen die de link heeft',
      'share-preview-menu.toggle-button.tooltip_disable': 'Delen uitschakelen',
      'share-preview-menu.toggle-button.tooltip_enable': 'Delen inschakelen',
      'share-url.clipboard.status_copying': 'URL naar klembord kopiëren…',
      'share-url.clipboard.status_failed': 'Kopiëren mislukt',
      'share-url.clipboard.status_success': 'De URL is naar het klembord gekopieerd',
      'share-url.clipboard.status_unsupported': 'Klembord wordt niet ondersteund',
      'share-url.menu-item.open.text': 'Voorbeeld openen',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'copy-paste',
    resources: {
      'copy-paste.on-copy.validation.clipboard-not-supported.description':
        'Toegang tot het klembord vereist om deze inhoud te kopiëren. Sta klembordmachtigingen toe in je browserinstellingen en probeer het opnieuw te kopiëren.',
      'copy-paste.on-copy.validation.clipboard-not-supported.title': 'Je browser ondersteunt deze actie niet',
      'copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description':
        'Alleen-lezenvelden overgeslagen: {{fieldNames}} en nog {{count}}',
      'copy-paste.on-paste.validation.read-only-fields-skipped.description':
        'Alleen-lezenvelden overgeslagen: {{fieldNames}}',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'comments',
    resources: {
      'discard.text': 'Wil je de opmerking verwerpen?',
      'feature-feedback.link': 'Deel je feedback',
      'list-item.origin.draft': 'Uit het concept',
      'list-item.origin.published': 'Uit de gepubliceerde versie',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'canvas',
    resources: {
      'action.link-document-disabled.initial-value-not-resolved':
        'Wacht even tot de initiële waarden van het document zijn opgelost',
      'action.link-document-disabled.missing-permissions':
        'Je hebt geen toestemming om dit document te linken aan Canvas',
      'dialog.confirm-document-changes.footer-description':
        'Je kunt op elk moment de koppeling met Canvas ongedaan maken',
      'dialog.link-to-canvas.redirecting': 'We brengen je naar Canvas om het koppelen te voltooien...',
      'dialog.unlink-from-canvas.unlinking':
        'Je bent <strong>“{{documentTitle}}”</strong> aan het ontkoppelen van Canvas.',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'create',
    resources: {
      'unlink-from-create-dialog.second-paragraph':
        'Je behoudt je inhoud op beide plaatsen. Nieuwe wijzigingen in Sanity Create worden niet meer gesynchroniseerd met deze Studio.',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nl-NL',
    namespace: 'tasks',
    resources: {
      'dialog.remove-task.body': 'Weet je zeker dat je deze taak wilt verwijderen?',
      'empty-state.list.no-active-document.text': 'Taken van je actieve document worden hier weergegeven.',
      'empty-state.status.list.closed.assigned.text':
        'Je taken gemarkeerd als voltooid zullen hier verschijnen',
      'empty-state.status.list.closed.subscribed.text':
        'Taken waarop je geabonneerd bent en gemarkeerd als voltooid zullen hier verschijnen',
      'empty-state.status.list.open.subscribed.text':
        'Taken waarop je geabonneerd bent zullen hier verschijnen',
    },
  }),
  releasesDutchStrings,
];
