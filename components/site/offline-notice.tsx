/** What an error page says when its own code cannot be fetched either (offline): a way to reload, not a blank page. */
export function OfflineNotice() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Er ging iets mis</h1>
      <p className="mt-4 text-lg">
        Deze pagina kon niet geladen worden. Controleer je internetverbinding en laad de pagina opnieuw.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white"
      >
        Opnieuw laden
      </button>
    </section>
  );
}
