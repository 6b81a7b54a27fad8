import { isAppMounted } from '@/lib/browser/app-mount';

// Runs before the page hydrates. A failure while React mounts the page (a hydration mismatch that made React
// render the page again in the browser, or a script error before it became interactive) is logged under the
// name the original product's error catalogue gives it; errors after mounting go to the error boundaries.
window.addEventListener('error', (event) => {
  if (isAppMounted()) return;
  console.error(
    'Error while mounting app: de pagina kon niet normaal opstarten.',
    event.error ?? event.message,
  );
});
