// One build serving the four markets against one build serving one, for the bench: build time, each market's CMS
// page throughput against the single market's, and memory per instance after the load. Both builds differ only in
// the host map they are built and started with (STROOMPLEIN_MARKET_HOSTS); publish → live per market through
// Varnish is in the cluster's figures (cluster-bench.mjs).
import { log, medianLoads, ROOT, rssOfPort, serve, timedBuild } from './bench-tools.mjs';
import { VISITOR_USER_AGENT } from './visitor-agent.mjs';

const ONE_MARKET = 'belgie.localhost=belgium';
/** The default host map: the four markets on `*.localhost`. */
const FOUR_MARKETS = '';
const HOSTS = ['belgie.localhost', 'nederland.localhost', 'flags.localhost', 'sharingiscaring.localhost'];
const PAGE = '/kopersinformatie';
const ONE_PORT = 4110;
const FOUR_PORT = 4111;

const headersFor = (host) => ({ host, 'user-agent': VISITOR_USER_AGENT, 'accept-encoding': 'gzip' });

/** Builds and serves both variants in turn, prints the table and returns the budgets. */
export async function runMarketsBench({ seconds = 6 } = {}) {
  log('next build: één markt, dan vier');
  const oneBuild = timedBuild(ROOT, {
    NEXT_DIST_DIR: '.bench/one-market',
    STROOMPLEIN_MARKET_HOSTS: ONE_MARKET,
  });
  const fourBuild = timedBuild(ROOT, {
    NEXT_DIST_DIR: '.bench/four-markets',
    STROOMPLEIN_MARKET_HOSTS: FOUR_MARKETS,
  });
  log('belasting per markt (wrk)');
  const one = await serve(ROOT, ONE_PORT, {
    NEXT_DIST_DIR: '.bench/one-market',
    STROOMPLEIN_MARKET_HOSTS: ONE_MARKET,
  });
  const four = await serve(ROOT, FOUR_PORT, {
    NEXT_DIST_DIR: '.bench/four-markets',
    STROOMPLEIN_MARKET_HOSTS: FOUR_MARKETS,
  });
  try {
    const [single, ...perMarket] = medianLoads(
      [
        [`http://127.0.0.1:${ONE_PORT}${PAGE}`, headersFor(HOSTS[0])],
        ...HOSTS.map((host) => [`http://127.0.0.1:${FOUR_PORT}${PAGE}`, headersFor(host)]),
      ],
      seconds,
    );
    // The four-market server took four loads per round, the single one one: the single one takes the difference
    // now, so both have answered as long a load when their memory is read and the ratio is what the markets cost.
    for (let extra = 0; extra < 3 * (HOSTS.length - 1); extra++)
      await load(`http://127.0.0.1:${ONE_PORT}${PAGE}`, seconds, headersFor(HOSTS[0]));
    const memory = { one: rssOfPort(ONE_PORT) / 1024 / 1024, four: rssOfPort(FOUR_PORT) / 1024 / 1024 };
    const buildRatio = fourBuild / oneBuild;
    const memoryRatio = memory.four / memory.one;
    const throughputRatios = perMarket.map(({ rps }) => rps / single.rps);
    console.table([
      {
        meting: 'één markt (belgie.localhost)',
        build: `${oneBuild.toFixed(0)} s`,
        'req/s CMS-pagina': single.rps.toFixed(0),
        'p99 ms': single.p99,
        fouten: single.errors,
        geheugen: `${memory.one.toFixed(0)} MB`,
      },
      ...HOSTS.map((host, index) => ({
        meting: `vier markten: ${host}`,
        build: index === 0 ? `${fourBuild.toFixed(0)} s` : '',
        'req/s CMS-pagina': perMarket[index].rps.toFixed(0),
        'p99 ms': perMarket[index].p99,
        fouten: perMarket[index].errors,
        geheugen: index === 0 ? `${memory.four.toFixed(0)} MB` : '',
      })),
    ]);
    return [
      [`build voor vier markten ≤ 1,2 × één markt (${buildRatio.toFixed(2)})`, buildRatio <= 1.2],
      [`geheugen na de belasting ≤ 1,3 × één markt (${memoryRatio.toFixed(2)})`, memoryRatio <= 1.3],
      [
        `doorvoer CMS-pagina per markt binnen de ruis (≥ 0,9 × één markt: ${throughputRatios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
        throughputRatios.every((ratio) => ratio >= 0.9) &&
          [single, ...perMarket].every(({ errors }) => errors === 0),
      ],
    ];
  } finally {
    one.kill();
    four.kill();
  }
}
