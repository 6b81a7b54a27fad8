// Sends bad and hostile requests to the local Content Lake (/api/lake) as anonymous caller, as a visitor account,
// as the editor and with API tokens (unknown, revoked, read-only, or put in the address), and checks that each is refused with a 4xx and a Dutch message, that nothing they aim at
// changed in the dataset files or among the stored images, and that the server still answers. Like
// scripts/form-payloads.mjs for the forms.
// Usage: node scripts/lake-hostile-input.mjs [base-url] [--content-dir <dir>] [--json]
//   (default http://127.0.0.1:3000 and content/; the Auth emulator on 127.0.0.1:9099 with the seeded accounts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApiToken, revokeApiToken } from '../lake/api-tokens.mjs';
import { pngBomb } from '../lake/png-bomb.mjs';
import { EDITOR, sessionCookie, VISITOR } from './lib/site-session.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const contentDirFlag = args.indexOf('--content-dir');
const contentDir = contentDirFlag >= 0 ? args[contentDirFlag + 1] : 'content';
const base =
  args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--content-dir') ??
  'http://127.0.0.1:3000';
const V = '/api/lake/v2025-02-19';
const DS = 'production';

/**
 * The documents the bad requests aim at, as stored in the dataset files. Only these are compared, so edits that
 * other tests make to the same dataset at the same time do not count.
 */
const TARGET_IDS = new Set([
  'indringer',
  'groot',
  'zonder-type',
  'a',
  'bestaat-niet',
  'page-overons',
  'drafts.page-overons',
  '_.releases.rindringer',
  'versions.rindringer.page-overons',
  '_.releases.rleeg',
  '_.releases.rgearchiveerd',
]);

function storedTargets() {
  const stored = {};
  for (const name of readdirSync(contentDir)
    .filter((file) => file.endsWith('.ndjson'))
    .sort()) {
    for (const line of readFileSync(path.join(contentDir, name), 'utf8').split('\n')) {
      const id = /"_id":"([^"]+)"/.exec(line)?.[1];
      if (id && TARGET_IDS.has(id)) stored[id] = line;
    }
  }
  return JSON.stringify(stored);
}

/** The uploaded images on disk (made variants aside). */
function storedImages() {
  const folder = path.join(contentDir, 'assets', 'images');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name !== 'variants')
        .sort()
        .join(',')
    : '';
}

/** The URL of a bundled photo of the dataset, as a page shows it (the image CDN's URL API). */
function bundledPhoto() {
  const line = readFileSync(path.join(contentDir, 'dataset.ndjson'), 'utf8')
    .split('\n')
    .find((text) => text.includes('"_type":"sanity.imageAsset"') && text.includes('"extension":"jpg"'));
  return JSON.parse(line).url;
}

const draftAction = (actionType, extra = {}) => ({
  actionType,
  draftId: 'drafts.page-overons',
  publishedId: 'page-overons',
  ...extra,
});

// Tokens made for this run in the server's content folder: a viewer's, a revoked one, and an editor's that is only
// ever sent the wrong way.
const viewerToken = createApiToken(contentDir, { role: 'viewer', label: 'Vijandige invoer (lezer)' }).secret;
const revokedToken = createApiToken(contentDir, { role: 'editor', label: 'Vijandige invoer (ingetrokken)' });
revokeApiToken(contentDir, revokedToken.id);
const liveEditorToken = createApiToken(contentDir, { role: 'editor', label: 'Vijandige invoer (in adres)' });

/** [who, label, method, path, body, expected status] */
function cases() {
  const huge = JSON.stringify({
    mutations: [{ create: { _id: 'groot', _type: 'faqItem', tekst: 'x'.repeat(5 * 1024 * 1024) } }],
  });
  const write = {
    mutations: [{ createOrReplace: { _id: 'indringer', _type: 'faqItem', question: 'Mag dit?' } }],
  };
  const publish = { actions: [draftAction('sanity.action.document.publish')] };
  const createRelease = (releaseId) => ({
    actions: [{ actionType: 'sanity.action.release.create', releaseId, metadata: { title: 'Indringer' } }],
  });
  const tokenCases = [
    ['unknownToken', 'a write with an unknown token', 'POST', `/data/mutate/${DS}`, write, 401],
    ['unknownToken', 'a query with an unknown token', 'GET', `/data/query/${DS}?query=*`, null, 401],
    ['revokedToken', 'a write with a revoked token', 'POST', `/data/mutate/${DS}`, write, 401],
    ['revokedToken', 'a query with a revoked token', 'GET', `/data/query/${DS}?query=*`, null, 401],
    ['basicAuth', 'a write with Basic instead of Bearer', 'POST', `/data/mutate/${DS}`, write, 401],
    ['viewerToken', 'a write with a viewer token', 'POST', `/data/mutate/${DS}`, write, 403],
    ['viewerToken', 'a publish with a viewer token', 'POST', `/data/actions/${DS}`, publish, 403],
    [
      'viewerToken',
      'a release with a viewer token',
      'POST',
      `/data/actions/${DS}`,
      createRelease('rindringer'),
      403,
    ],
    ['viewerToken', 'an upload with a viewer token', 'POST', `/assets/images/${DS}`, pngBomb(), 403],
    [
      'anonymous',
      'a write with an editor token in the address',
      'POST',
      `/data/mutate/${DS}?token=${liveEditorToken.secret}`,
      write,
      401,
    ],
    [
      'anonymous',
      'a query with a token in the address (access_token)',
      'GET',
      `/data/query/${DS}?query=*&access_token=${liveEditorToken.secret}`,
      null,
      401,
    ],
  ];
  return [
    ...tokenCases,
    [
      'anonymous',
      'a release without a session',
      'POST',
      `/data/actions/${DS}`,
      createRelease('rindringer'),
      401,
    ],
    ['visitor', 'a release as a visitor', 'POST', `/data/actions/${DS}`, createRelease('rindringer'), 403],
    ['editor', 'a release id with ..', 'POST', `/data/actions/${DS}`, createRelease('r..indringer'), 400],
    [
      'editor',
      'a release id of 200 characters',
      'POST',
      `/data/actions/${DS}`,
      createRelease('r'.repeat(200)),
      400,
    ],
    [
      'editor',
      'publishing a release that does not exist',
      'POST',
      `/data/actions/${DS}`,
      { actions: [{ actionType: 'sanity.action.release.publish', releaseId: 'rbestaatniet' }] },
      404,
    ],
    // Made and published in one transaction: the refused publish takes the release's creation along.
    [
      'editor',
      'publishing an empty release',
      'POST',
      `/data/actions/${DS}`,
      {
        actions: [
          ...createRelease('rleeg').actions,
          { actionType: 'sanity.action.release.publish', releaseId: 'rleeg' },
        ],
      },
      409,
    ],
    [
      'editor',
      'publishing an archived release',
      'POST',
      `/data/actions/${DS}`,
      {
        actions: [
          ...createRelease('rgearchiveerd').actions,
          { actionType: 'sanity.action.release.archive', releaseId: 'rgearchiveerd' },
          { actionType: 'sanity.action.release.publish', releaseId: 'rgearchiveerd' },
        ],
      },
      409,
    ],
    [
      'editor',
      'a version id of another document',
      'POST',
      `/data/actions/${DS}`,
      {
        actions: [
          {
            actionType: 'sanity.action.document.version.create',
            publishedId: 'page-overons',
            baseId: 'page-overons',
            versionId: 'versions.rindringer.page-anders',
          },
        ],
      },
      400,
    ],
    ['editor', 'the release schedule’s tick, sent from outside', 'POST', '/releases/publish-due', {}, 404],
    ['anonymous', 'mutate without a session', 'POST', `/data/mutate/${DS}`, write, 401],
    ['anonymous', 'actions without a session', 'POST', `/data/actions/${DS}`, publish, 401],
    ['anonymous', 'image upload without a session', 'POST', `/assets/images/${DS}`, 'geen afbeelding', 401],
    ['visitor', 'mutate as a visitor', 'POST', `/data/mutate/${DS}`, write, 403],
    ['visitor', 'publish as a visitor', 'POST', `/data/actions/${DS}`, publish, 403],
    ['visitor', 'history as a visitor', 'GET', `/data/history/${DS}/documents/page-overons`, null, 403],
    ['editor', 'malformed JSON', 'POST', `/data/mutate/${DS}`, '{"mutations": [', 400],
    ['editor', 'a JSON array instead of an object', 'POST', `/data/mutate/${DS}`, '[]', 400],
    ['editor', 'no mutations', 'POST', `/data/mutate/${DS}`, { mutations: [] }, 400],
    [
      'editor',
      'an unknown mutation',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ explode: { id: 'a' } }] },
      400,
    ],
    [
      'editor',
      'a mutation with two kinds',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ create: { _id: 'a', _type: 'b' }, delete: { id: 'a' } }] },
      400,
    ],
    [
      'editor',
      'a document without _type',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ create: { _id: 'zonder-type' } }] },
      400,
    ],
    [
      'editor',
      'patch by query',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ patch: { query: '*', set: { title: 'x' } } }] },
      400,
    ],
    [
      'editor',
      'delete by a broken query',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ delete: { query: '*[' } }] },
      400,
    ],
    [
      'editor',
      'delete by a query that finds no list',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ delete: { query: 'count(*)' } }] },
      400,
    ],
    [
      'editor',
      'a patch of a missing document',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ patch: { id: 'bestaat-niet', set: { a: 1 } } }] },
      404,
    ],
    [
      'editor',
      'a stale ifRevisionID',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ patch: { id: 'page-overons', ifRevisionID: 'oud', set: { title: 'x' } } }] },
      409,
    ],
    [
      'editor',
      'create over an existing document',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ create: { _id: 'page-overons', _type: 'page' } }] },
      409,
    ],
    [
      'editor',
      'all or nothing: a good and a bad mutation',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [write.mutations[0], { patch: { id: 'bestaat-niet', set: { a: 1 } } }] },
      404,
    ],
    [
      'editor',
      'an unknown action',
      'POST',
      `/data/actions/${DS}`,
      { actions: [{ actionType: 'sanity.action.document.explode' }] },
      400,
    ],
    ['editor', 'no actions', 'POST', `/data/actions/${DS}`, { actions: [] }, 400],
    [
      'editor',
      'publish with a wrong published revision',
      'POST',
      `/data/actions/${DS}`,
      { actions: [draftAction('sanity.action.document.publish', { ifPublishedRevisionId: 'oud' })] },
      409,
    ],
    [
      'editor',
      'publish with a wrong draft revision',
      'POST',
      `/data/actions/${DS}`,
      { actions: [draftAction('sanity.action.document.publish', { ifDraftRevisionId: 'oud' })] },
      409,
    ],
    [
      'editor',
      'a draft id that belongs to another document',
      'POST',
      `/data/actions/${DS}`,
      { actions: [draftAction('sanity.action.document.publish', { draftId: 'drafts.page-anders' })] },
      400,
    ],
    [
      'editor',
      'discard of a published document',
      'POST',
      `/data/actions/${DS}`,
      { actions: [{ actionType: 'sanity.action.document.discard', draftId: 'page-overons' }] },
      400,
    ],
    [
      'editor',
      'an id with a path',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ create: { _id: '../../etc/passwd', _type: 'page' } }] },
      400,
    ],
    [
      'editor',
      'an id with a NUL byte',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ create: { _id: 'a\u0000b', _type: 'page' } }] },
      400,
    ],
    [
      'editor',
      'an id of 200 characters',
      'POST',
      `/data/mutate/${DS}`,
      { mutations: [{ create: { _id: 'a'.repeat(200), _type: 'page' } }] },
      400,
    ],
    [
      'editor',
      'an invalid transaction id',
      'POST',
      `/data/actions/${DS}`,
      { transactionId: 'a b/c', actions: [draftAction('sanity.action.document.publish')] },
      400,
    ],
    ['editor', 'a body over 4 MB', 'POST', `/data/mutate/${DS}`, huge, 413],
    [
      'editor',
      'a GROQ syntax error',
      'GET',
      `/data/query/${DS}?query=${encodeURIComponent('*[_type == ')}`,
      null,
      400,
    ],
    [
      'editor',
      'a GROQ parameter that is not JSON',
      'GET',
      `/data/query/${DS}?query=*&$id=nietjson`,
      null,
      400,
    ],
    ['editor', 'a query without a query', 'GET', `/data/query/${DS}`, null, 400],
    ['editor', 'an unknown perspective', 'GET', `/data/query/${DS}?query=*&perspective=geheim`, null, 400],
    [
      'editor',
      'a listener with a bad filter',
      'GET',
      `/data/listen/${DS}?query=${encodeURIComponent('*[')}`,
      null,
      400,
    ],
    ['editor', 'another dataset', 'GET', `/data/query/geheim?query=*`, null, 404],
    ['editor', 'an unknown endpoint', 'GET', `/data/explode/${DS}`, null, 404],
    [
      'editor',
      'an image that is not an image',
      'POST',
      `/assets/images/${DS}?filename=x.png`,
      'dit is tekst, geen PNG',
      400,
    ],
    ['editor', 'an empty image', 'POST', `/assets/images/${DS}`, '', 400],
    [
      'editor',
      'a PNG declaring 50,000 × 50,000 pixels',
      'POST',
      `/assets/images/${DS}?filename=bom.png`,
      pngBomb(),
      400,
    ],
    ['anonymous', 'an image 100,000 pixels wide', 'GET', `${bundledPhoto()}?w=100000`, null, 400],
    [
      'anonymous',
      'an image cut outside itself',
      'GET',
      `${bundledPhoto()}?rect=2000,1000,2000,1000`,
      null,
      400,
    ],
    ['anonymous', 'an image as .exe', 'GET', `${bundledPhoto()}?fm=exe`, null, 400],
    ['anonymous', 'an image with an unknown fit', 'GET', `${bundledPhoto()}?w=10&fit=uitrekken`, null, 400],
    [
      'anonymous',
      'an image path with ..',
      'GET',
      `/api/lake/images/stroomplein-lokaal/${DS}/..%2F..%2Fpackage.json`,
      null,
      404,
    ],
    [
      'anonymous',
      'an image of another project',
      'GET',
      `/api/lake/images/ander-project/${DS}/x.png`,
      null,
      404,
    ],
    [
      'editor',
      'a document list of 300 ids',
      'GET',
      `/data/doc/${DS}/${Array.from({ length: 300 }, (_, i) => `d${i}`).join(',')}`,
      null,
      400,
    ],
  ];
}

/** `endpoint` under the API version, or a path of its own (`/api/lake/images/…`); bytes are sent as they are. */
async function send(credentials, method, endpoint, body) {
  const headers = { ...credentials };
  let payload;
  if (Buffer.isBuffer(body)) {
    payload = body;
    headers['content-type'] = 'image/png';
  } else if (body !== null && body !== undefined) {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const url = endpoint.startsWith('/api/') ? `${base}${endpoint}` : `${base}${V}${endpoint}`;
  const response = await fetch(url, { method, headers, body: payload });
  const text = await response.text();
  let description = '';
  try {
    description = JSON.parse(text).error?.description ?? '';
  } catch {
    // Plain text (a missing image says so in Dutch); anything else is reported below as a missing message.
    description = /^[A-Z][^<{]*\.$/.test(text.trim()) ? text.trim() : '';
  }
  return { status: response.status, description };
}

/** Opens listeners until the lake refuses; each stays open until the end. */
async function flood(cookie) {
  const controllers = [];
  let refusedAt = 0;
  for (let opened = 1; opened <= 80; opened++) {
    const controller = new AbortController();
    const response = await fetch(
      `${base}${V}/data/listen/${DS}?query=${encodeURIComponent('*[_type == "page"]')}`,
      {
        headers: { cookie },
        signal: controller.signal,
      },
    );
    if (response.status === 429) {
      refusedAt = opened;
      await response.text();
      break;
    }
    // The response is kept too: one that is garbage collected has its stream cancelled, which closes the listener.
    controllers.push({ controller, response });
  }
  for (const { controller } of controllers) controller.abort();
  return refusedAt;
}

/**
 * The draft the bad publishes aim at, which a viewer token must also see: saved here as the editor when the dataset
 * has none (the bundled one holds no drafts), and thrown away again at the end. Returns whether it was made here.
 */
async function ensureTargetDraft(cookie) {
  const headers = { cookie, 'content-type': 'application/json' };
  const found = await fetch(`${base}${V}/data/doc/${DS}/page-overons,drafts.page-overons`, { headers });
  const { documents } = await found.json();
  if (documents.some(({ _id }) => _id === 'drafts.page-overons')) return false;
  const published = documents.find(({ _id }) => _id === 'page-overons');
  if (!published) throw new Error('page-overons ontbreekt in de dataset: niets om op te mikken.');
  const attributes = { ...published, _id: 'drafts.page-overons', title: 'Over ons (concept)' };
  const made = await fetch(`${base}${V}/data/actions/${DS}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      actions: [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'page-overons',
          attributes,
          ifExists: 'fail',
        },
      ],
    }),
  });
  if (!made.ok) throw new Error(`Het concept van page-overons kon niet gemaakt worden: ${made.status}`);
  return true;
}

async function discardTargetDraft(cookie) {
  await fetch(`${base}${V}/data/actions/${DS}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.page-overons' }],
    }),
  });
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });
const credentials = {
  anonymous: {},
  visitor: { cookie: await sessionCookie(base, VISITOR) },
  editor: { cookie: await sessionCookie(base, EDITOR) },
  unknownToken: bearer('skditbestaatnietenkanookniet'),
  revokedToken: bearer(revokedToken.secret),
  basicAuth: { authorization: `Basic ${Buffer.from(`x:${liveEditorToken.secret}`).toString('base64')}` },
  viewerToken: bearer(viewerToken),
};
const draftMadeHere = await ensureTargetDraft(credentials.editor.cookie);
const before = storedTargets();
const imagesBefore = storedImages();
const accepted = [];
const undescribed = [];
let sent = 0;
for (const [who, label, method, endpoint, body, expected] of cases()) {
  sent++;
  const { status, description } = await send(credentials[who], method, endpoint, body);
  if (status !== expected) accepted.push({ who, label, status, expected });
  else if (!description) undescribed.push(label);
}
// Anonymous readers get published documents only, whatever perspective they ask for.
const anonymousDrafts = await fetch(
  `${base}${V}/data/query/${DS}?query=${encodeURIComponent('count(*[_id in path("drafts.**")])')}&perspective=raw`,
).then((response) => response.json());
// A viewer token reads drafts, as a site's draft mode does with SANITY_API_READ_TOKEN.
const viewerDrafts = await fetch(
  `${base}${V}/data/query/${DS}?query=${encodeURIComponent('count(*[_id in path("drafts.**")])')}&perspective=raw`,
  { headers: credentials.viewerToken },
).then((response) => response.json());
const floodRefusedAt = await flood(credentials.editor.cookie);
const after = storedTargets();
const imagesUnchanged = storedImages() === imagesBefore;
const up = (await fetch(`${base}${V}/users/me`, { headers: credentials.editor })).status === 200;
if (draftMadeHere) await discardTargetDraft(credentials.editor.cookie);
const report = {
  sent,
  accepted,
  undescribed,
  anonymousDraftsSeen: anonymousDrafts.result,
  viewerTokenDraftsSeen: viewerDrafts.result,
  floodRefusedAt,
  storedUnchanged: before === after && imagesUnchanged,
  up,
};
if (json) console.log(JSON.stringify(report));
else {
  console.log(`${sent} bad requests: ${sent - accepted.length} refused as expected`);
  for (const miss of accepted)
    console.log(`  ✗ ${miss.who}: ${miss.label} answered ${miss.status}, expected ${miss.expected}`);
  for (const label of undescribed) console.log(`  ✗ ${label}: no message`);
  console.log(
    `drafts seen anonymously: ${anonymousDrafts.result}; with a viewer token: ${viewerDrafts.result}; listener flood refused at #${floodRefusedAt}`,
  );
  console.log(
    `targeted documents unchanged: ${before === after}; stored images unchanged: ${imagesUnchanged}; server still answering: ${up}`,
  );
}
const ok =
  accepted.length === 0 &&
  undescribed.length === 0 &&
  anonymousDrafts.result === 0 &&
  viewerDrafts.result > 0 &&
  floodRefusedAt > 0 &&
  before === after &&
  imagesUnchanged &&
  up;
process.exitCode = ok ? 0 : 1;
