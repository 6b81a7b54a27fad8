import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The default build, with its bundle: scripts/build-e2e.mjs makes both. */
const BUILD = path.resolve('.next');
/** Build and test tools, which the bundle must run without. */
const DEV_DEPENDENCIES = [
  'typescript',
  'eslint',
  'tailwindcss',
  '@tailwindcss/postcss',
  '@playwright/test',
  'vitest',
  'firebase-tools',
];
/** How long a server may take to answer its first request. */
const START_TIMEOUT_MS = 90_000;

/** A server of this spec in its own process group, with what it printed. */
class Server {
  private output = '';
  private readonly child: ChildProcess;

  constructor(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
    this.child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    // Should the worker end without afterAll, the server ends with it.
    process.once('exit', () => this.signal('SIGKILL'));
  }

  get printed() {
    return this.output;
  }

  private get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Signals the whole process group: the server and anything it started. */
  private signal(signal: NodeJS.Signals) {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // The group is gone already.
    }
  }

  /**
   * Until the server answers at `origin`; a server that stops first fails at once, with what it printed (a loop of
   * its own: expect.poll would go on asking a server that has already died).
   */
  async answering(origin: string) {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (!this.running) throw new Error(`The server stopped before answering:\n${this.output}`);
      const answered = await fetch(`${origin}/api/build-id`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      if (Date.now() > deadline)
        throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop() {
    if (this.running) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.signal('SIGTERM');
      const forced = setTimeout(() => this.signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    // Anything the server started and left behind.
    this.signal('SIGKILL');
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The paths of the scripts a page loads from /_next/static/. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1]!);

/** As a deploy starts a server: nothing the test servers or the runner set (a content or build folder, Node options that load the runner's code). */
const DEPLOY_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_DIST_DIR: undefined,
  STROOMPLEIN_CONTENT_DIR: undefined,
  NODE_OPTIONS: undefined,
  NODE_PATH: undefined,
  PORT: undefined,
  __NEXT_PRIVATE_ORIGIN: undefined,
  __NEXT_PRIVATE_STANDALONE_CONFIG: undefined,
};

test.describe.configure({ mode: 'serial' });

/**
 * The self-contained bundle of the default build (scripts/bundle.mjs), copied into a fresh folder with nothing of
 * the source tree around it and started there as a deploy starts it: `node server.mjs`. A smoke pass over what the
 * bundle must carry besides Next's own trace: public/, the static assets and the site's stylesheet, the bundled
 * dataset and its lake, sharp for the image variants, and the Studio's shell.
 */
test.describe('the self-contained bundle', () => {
  let folder = '';
  let app = '';
  let origin = '';
  let server: Server | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const { relativeAppDir } = JSON.parse(
      readFileSync(path.join(BUILD, 'required-server-files.json'), 'utf8'),
    ) as { relativeAppDir: string };
    folder = mkdtempSync(path.join(tmpdir(), 'stroomplein-bundel-'));
    // Links kept as they are: Next's point inside the bundle, relatively.
    cpSync(path.join(BUILD, 'standalone'), folder, { recursive: true, verbatimSymlinks: true });
    app = path.join(folder, relativeAppDir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = new Server(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: app,
      env: DEPLOY_ENV,
    });
    await server.answering(origin);
  });

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus && server)
      await info.attach('server output', { body: server.printed });
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('holds the built site, and neither the source tree nor the dev dependencies', () => {
    for (const file of [
      'server.mjs',
      '.next/BUILD_ID',
      '.next/static',
      'public/content-images/zonnedaken.svg',
      'content/dataset.ndjson',
    ]) {
      expect(existsSync(path.join(app, file)), file).toBe(true);
    }
    // Next's minimal server.js would serve the site without server.mjs's guards.
    for (const file of ['next.config.ts', 'tsconfig.json', 'app', 'server.js']) {
      expect(existsSync(path.join(app, file)), file).toBe(false);
    }
    for (const name of DEV_DEPENDENCIES) {
      expect(existsSync(path.join(folder, 'node_modules', name)), name).toBe(false);
    }
  });

  test("home answers with the bundle's build, its stylesheet and its scripts", async ({ request }) => {
    const buildId = await request.get(`${origin}/api/build-id`);
    expect(await buildId.json()).toEqual({
      buildId: readFileSync(path.join(app, '.next', 'BUILD_ID'), 'utf8').trim(),
    });
    const home = await request.get(`${origin}/`);
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain('<h1');
    // Linked from the manifest lib/server/site-styles/build.mjs wrote into the build.
    const stylesheet = /href="(\/_next\/static\/css\/site-[0-9a-f]+\.css)"/.exec(html)?.[1];
    expect(stylesheet, 'the site stylesheet').toBeDefined();
    const css = await request.get(`${origin}${stylesheet}`);
    expect(css.status()).toBe(200);
    expect(css.headers()['content-type']).toContain('text/css');
    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await request.get(`${origin}${script}`)).status(), script).toBe(200);
    }
  });

  test('a CMS page from the bundled dataset', async ({ request }) => {
    const response = await request.get(`${origin}/energie-delen`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Energie delen in Vlaanderen en Brussel - Stroomplein</title>');
    expect(html).toContain('Hoe energie delen werkt');
  });

  test('a path the dataset lacks answers the site’s 404', async ({ request }) => {
    const response = await request.get(`${origin}/bestaat-niet`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page not found: /bestaat-niet');
  });

  test('a photo as the home page shows it, and a variant no page asked for: resized by sharp in the bundle', async ({
    request,
  }) => {
    const html = await (await request.get(`${origin}/`)).text();
    const src = /<img\b[^>]*?\ssrc="([^"]*\/api\/lake\/images\/[^"]+)"/.exec(html)?.[1];
    expect(src, 'a photo of the local lake on the home page').toBeDefined();
    const shown = new URL(src!.replaceAll('&amp;', '&'), origin);
    expect(shown.searchParams.get('w'), 'a resized variant').not.toBeNull();
    // A width no page uses: no stored variant answers it, sharp makes it now.
    const unasked = new URL(shown);
    unasked.searchParams.set('w', '123');
    for (const url of [shown, unasked]) {
      const image = await request.get(`${origin}${url.pathname}${url.search}`, {
        headers: { accept: 'image/webp,*/*' },
      });
      expect(image.status(), url.search).toBe(200);
      expect(image.headers()['content-type'], url.search).toBe('image/webp');
      expect((await image.body()).length, url.search).toBeGreaterThan(0);
    }
    const drawing = await request.get(`${origin}/content-images/zonnedaken.svg`);
    expect(drawing.status()).toBe(200);
    expect(await drawing.text()).toContain('<svg');
  });

  test("the Studio: signed out, the editors' sign-in; with a session, its shell and its code", async ({
    request,
  }) => {
    // `/studio` opens a tool (a redirect of next.config.ts): the Studio's own address.
    const opened = await request.get(`${origin}/studio`, { maxRedirects: 0 });
    const studio = new URL(opened.headers()['location'] ?? '', origin);
    expect(studio.pathname).toMatch(/^\/studio\//);
    const signedOut = await request.get(studio.href, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(307);
    const signIn = new URL(signedOut.headers()['location'] ?? '', origin);
    expect(`${signIn.pathname}${signIn.search}`).toBe(`/login?next=${encodeURIComponent(studio.pathname)}`);
    expect(await (await request.get(signIn.href)).text()).toContain('Inloggen voor redacteuren');
    // A session that no longer verifies still gets the Studio, which sends its editor to sign in
    // (lib/server/request/studio-gate.ts): its shell, without Firebase answering.
    const shell = await request.get(studio.href, { headers: { cookie: '__session=verlopen' } });
    expect(shell.status()).toBe(200);
    const html = await shell.text();
    expect(html).toContain('<title>Studio - Stroomplein</title>');
    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await request.get(`${origin}${script}`)).status(), script).toBe(200);
    }
  });

  test('a GROQ query to the local Content Lake reads the bundled dataset', async ({ request }) => {
    const query = encodeURIComponent('*[_type == "page" && slug.current == $path][0].title');
    const slug = encodeURIComponent(JSON.stringify('energie-delen'));
    const response = await request.get(
      `${origin}/api/lake/v2025-02-19/data/query/production?query=${query}&$path=${slug}`,
    );
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { result: unknown }).result).toBe('Energie delen');
  });
});

/**
 * The framework's own server on each kind of listen address: the proxy's rewrites (every page lies below the site
 * segment) stay inside it, whatever address Next's router names itself by.
 */
test.describe('next start on any listen address', () => {
  let contentDir = '';

  test.beforeAll(() => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-next-start-'));
    cpSync('content', contentDir, { recursive: true });
  });

  test.afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

  for (const [address, host] of [
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', '127.0.0.1'],
    ['::', '[::1]'],
  ] as const) {
    test(`-H ${address}: pages, the 404, the Studio's and the account's sign-in, the lake`, async ({
      request,
    }) => {
      test.setTimeout(150_000);
      const port = await freePort();
      const origin = `http://${host}:${port}`;
      const server = new Server(
        process.execPath,
        [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', address],
        { cwd: process.cwd(), env: { ...DEPLOY_ENV, STROOMPLEIN_CONTENT_DIR: contentDir } },
      );
      try {
        await server.answering(origin);
        const timeout = 10_000;
        for (const page of ['/', '/kopersinformatie', '/energie-delen']) {
          expect((await request.get(`${origin}${page}`, { timeout })).status(), page).toBe(200);
        }
        const missing = await request.get(`${origin}/bestaat-niet`, { timeout });
        expect(missing.status()).toBe(404);
        expect(await missing.text()).toContain('Page not found: /bestaat-niet');
        for (const [asked, signIn] of [
          ['/studio/structure', '/login?next=%2Fstudio%2Fstructure'],
          ['/account', '/login?next=%2Faccount'],
        ]) {
          const answer = await request.get(`${origin}${asked}`, { maxRedirects: 0, timeout });
          expect(answer.status(), asked).toBe(307);
          const location = new URL(answer.headers()['location'] ?? '', origin);
          expect(`${location.pathname}${location.search}`, asked).toBe(signIn);
        }
        const query = encodeURIComponent('*[_id == "page-energie-delen"][0].title');
        const lake = await request.get(`${origin}/api/lake/v2025-02-19/data/query/production?query=${query}`);
        expect(((await lake.json()) as { result: unknown }).result).toBe('Energie delen');
      } catch (error) {
        await test.info().attach('server output', { body: server.printed });
        throw error;
      } finally {
        await server.stop();
      }
    });
  }
});
