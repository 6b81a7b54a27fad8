// Its own, empty: PostCSS would otherwise find the repository's configuration, which is Stroomplein's.
const config = { plugins: {} };

export default config;
