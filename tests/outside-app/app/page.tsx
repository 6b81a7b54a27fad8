export default function Home() {
  return (
    <main>
      <h1>Buiten-app</h1>
      <p>
        Een Next.js-app die zijn inhoud uit het lokale Content Lake leest, zoals een andere Sanity-app dat zou
        doen.
      </p>
    </main>
  );
}
