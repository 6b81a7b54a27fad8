// Where the embedded default's local services listen, defined once for the site, the scripts, the tests and the
// cluster. Plain JavaScript so that Node scripts import it as it is.

/** The Firebase Auth emulator (scripts/emulators.mjs). */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
/** The Firestore emulator. */
export const FIRESTORE_EMULATOR_HOST = '127.0.0.1:8181';
/** The emulator hub, which tells firebase-tools' clients where the emulators are. */
export const EMULATOR_HUB_PORT = 4400;

/** The local cluster (scripts/cluster.mjs): two instances of one build, Varnish in front, Redis shared. */
export const CLUSTER_PORTS = { instanceA: 3001, instanceB: 3002, varnish: 8080, redis: 6390 };
