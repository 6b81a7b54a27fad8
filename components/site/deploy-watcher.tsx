'use client';

import { useEffect } from 'react';
import {
  BUILD_ID,
  BUILD_ID_PATH,
  DEPLOY_CHECK_DELAY_MS,
  DEPLOY_CHECK_INTERVAL_MS,
  isNewDeploy,
} from '@/lib/domain/build-info';
import { markNewDeploy } from '@/lib/browser/full-page-load';

async function checkDeployedBuild(): Promise<void> {
  try {
    const response = await fetch(BUILD_ID_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await response.json();
    const deployed =
      typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
    if (isNewDeploy(BUILD_ID, deployed)) markNewDeploy();
  } catch (error) {
    // Offline or a server hiccup: the next check tries again; nothing for the visitor to see.
    console.warn('Controle op een nieuwe versie mislukt', error);
  }
}

export function DeployWatcher() {
  useEffect(() => {
    const first = setTimeout(checkDeployedBuild, DEPLOY_CHECK_DELAY_MS);
    const interval = setInterval(checkDeployedBuild, DEPLOY_CHECK_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);
  return null;
}
