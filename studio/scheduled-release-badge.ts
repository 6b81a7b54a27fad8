import { getVersionFromId, useActiveReleases, type DocumentBadgeComponent } from 'sanity';

/**
 * Says why a document of a scheduled release cannot be edited: the Studio locks its form then, with no word of
 * explanation, and the lake refuses writes to it until the release is unscheduled.
 */
export const ScheduledReleaseBadge: DocumentBadgeComponent = ({ version }) => {
  const { data: releases } = useActiveReleases();
  const releaseName = version ? getVersionFromId(version._id) : undefined;
  const release = releases.find(({ name }) => name === releaseName);
  if (release?.state !== 'scheduled') return null;
  return {
    label: 'Ingepland: alleen-lezen',
    title:
      'Deze release is ingepland. Haal ze uit de planning (menu van de release) om dit document te wijzigen.',
    color: 'warning',
  };
};
