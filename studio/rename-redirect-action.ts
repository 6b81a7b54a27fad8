import { useClient, type DocumentActionComponent } from 'sanity';
import { planRenameRedirects, type StoredRedirect } from '../lib/domain/content/rename-redirects';

type WithSlug = { slug?: { current?: string } } | null | undefined;

/**
 * Wraps the publish action of pages: when the path of a published page changed, publishing also creates a
 * permanent redirect from the old path (and tidies redirects around it) in one transaction.
 */
export function withRenameRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props) => {
    const original = publish(props);
    const client = useClient({ apiVersion: '2025-10-01' });
    const before = (props.published as WithSlug)?.slug?.current;
    const after = (props.draft as WithSlug)?.slug?.current;
    if (!original || !before || !after || before === after) return original;
    return {
      ...original,
      label: 'Publiceren en doorverwijzen',
      title: `Publiceert de pagina op /${after} en verwijst /${before} daarheen door.`,
      onHandle: async () => {
        const existing = await client.fetch<StoredRedirect[]>(
          '*[_type == "redirect" && !(_id in path("drafts.**"))]{ _id, source, destination, "permanent": coalesce(permanent, true) }',
        );
        const plan = planRenameRedirects(before, after, existing);
        if (plan) {
          const transaction = client.transaction().createOrReplace({ _type: 'redirect', ...plan.create });
          for (const id of plan.remove) transaction.delete(id);
          for (const { _id, destination } of plan.retarget) transaction.patch(_id, { set: { destination } });
          await transaction.commit();
        }
        original.onHandle?.();
      },
    };
  };
  PublishWithRedirect.action = 'publish';
  return PublishWithRedirect;
}
