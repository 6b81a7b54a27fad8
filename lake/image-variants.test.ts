import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareImageUpload, serveImage } from './assets';
import { LakeError } from './errors';
import { parseImageParams } from './image-params';
import { availableParallelism } from 'node:os';
import { inTurn, planVariant } from './image-variants';
import { pngBomb } from './png-bomb.mjs';
import { configureLakeForTests, refusal } from './test-host';

const contentDir = mkdtempSync(path.join(tmpdir(), 'stroomplein-images-'));
cpSync('content', contentDir, { recursive: true });
configureLakeForTests(contentDir);
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const imagesDir = path.join(contentDir, 'assets', 'images');
const params = (query: string) => parseImageParams(new URLSearchParams(query));

/**
 * A 400 × 300 photo in four coloured quarters (red top left, green top right, blue bottom left, yellow bottom
 * right), stored as an upload; with `orientation` it is stored sideways with that EXIF orientation, as a phone does.
 */
async function storedPhoto(options: { orientation?: number; gps?: boolean } = {}) {
  const quarter = (colour: string) =>
    sharp({ create: { width: 200, height: 150, channels: 3, background: colour } })
      .png()
      .toBuffer();
  let image = sharp({ create: { width: 400, height: 300, channels: 3, background: '#000' } }).composite([
    { input: await quarter('#ff0000'), left: 0, top: 0 },
    { input: await quarter('#00ff00'), left: 200, top: 0 },
    { input: await quarter('#0000ff'), left: 0, top: 150 },
    { input: await quarter('#ffff00'), left: 200, top: 150 },
  ]);
  let bytes = await image.jpeg({ quality: 95 }).toBuffer();
  if (options.orientation === 6) {
    // Stored turned a quarter to the left; orientation 6 says: turn it right to show it.
    image = sharp(bytes).rotate(-90);
    bytes = await image.withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
  }
  if (options.gps) {
    bytes = await sharp(bytes)
      .withExif({ IFD0: { Make: 'Fotocamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 0/1' } })
      .jpeg({ quality: 95 })
      .toBuffer();
  }
  const { document, fileName } = await prepareImageUpload(
    new Request('http://lake.test/upload', { method: 'POST', body: new Uint8Array(bytes) }),
    'production',
    'foto.jpg',
  );
  mkdirSync(imagesDir, { recursive: true });
  writeFileSync(path.join(imagesDir, fileName), bytes);
  return { document, fileName, bytes };
}

async function served(fileName: string, query: string, accept = 'image/avif,image/webp,*/*') {
  const response = await serveImage(fileName, new URLSearchParams(query), accept);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, metadata: await sharp(bytes).metadata() };
}

/** The colour at a fraction of the width and height of an encoded image, as [r, g, b]. */
async function colourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * 3;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}
const isColour = ([r, g, b]: number[], [R, G, B]: number[]) =>
  Math.abs(r! - R!) < 40 && Math.abs(g! - G!) < 40 && Math.abs(b! - B!) < 40;
const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const YELLOW = [255, 255, 0];

describe('image variants: the parameters', () => {
  it('refuses absurd sizes and unknown values with a Dutch 400, and ignores unknown names', async () => {
    for (const query of [
      'w=100000',
      'h=0',
      'w=abc',
      'fm=exe',
      'fit=stretch',
      'crop=middle',
      'q=101',
      'dpr=10',
      'bg=zzz',
      'rect=1,2,3',
      'rect=-1,0,10,10',
      'fp-x=2',
      'or=45',
      'auto=compress',
      'sat=-100',
    ]) {
      const refused = await refusal(() => params(query));
      expect(refused.status, query).toBe(400);
      expect(refused.message, query).toMatch(/moet|kent|ondersteund/);
    }
    expect(params('w=800&v=2&utm_source=x')).toEqual(params('w=800'));
    expect(params('fm=jpeg&bg=f00').format).toBe('jpg');
    expect(params('bg=80ff0000').background).toBe('#ff000080');
  });

  it('sizes each fit as the image CDN does', () => {
    const size = (query: string) => {
      const plan = planVariant(400, 300, params(query));
      const cut = typeof plan.cut === 'object' ? plan.cut : undefined;
      return [plan.canvas ?? cut ?? plan.resize].map(({ width, height }) => `${width}x${height}`)[0];
    };
    expect(size('w=200')).toBe('200x150');
    expect(size('w=800')).toBe('800x600');
    expect(size('w=800&fit=max')).toBe('400x300');
    expect(size('w=200&h=200')).toBe('200x150');
    expect(size('w=200&h=200&fit=crop')).toBe('200x200');
    expect(size('w=200&h=200&fit=fill')).toBe('200x200');
    expect(size('w=200&h=200&fit=scale')).toBe('200x200');
    expect(size('w=800&h=800&fit=min')).toBe('300x300');
    expect(size('w=800&h=800&fit=fillmax')).toBe('800x800');
    expect(size('w=200&dpr=2')).toBe('400x300');
    expect(size('w=400&max-w=100')).toBe('100x75');
    expect(() => planVariant(400, 300, params('w=8000&h=8000&fit=scale'))).toThrow(LakeError);
  });
});

describe('image variants: the pixels', () => {
  it('cuts out rect, keeps the focal point in a crop, and sends AVIF or WebP as the browser accepts', async () => {
    const { fileName } = await storedPhoto();
    const topRight = await served(fileName, 'rect=200,0,200,150&w=100&auto=format');
    expect(topRight.response.headers.get('content-type')).toBe('image/avif');
    expect(topRight.response.headers.get('vary')).toBe('Accept');
    expect(topRight.metadata.width).toBe(100);
    expect(isColour(await colourAt(topRight.bytes, 0.5, 0.5), GREEN)).toBe(true);

    // A square out of the 4:3 photo, the focal point in the bottom right quarter: no red or green in view.
    const focused = await served(fileName, 'w=150&h=150&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.9&fm=png');
    expect([focused.metadata.width, focused.metadata.height]).toEqual([150, 150]);
    expect(isColour(await colourAt(focused.bytes, 0.95, 0.95), YELLOW)).toBe(true);
    expect(isColour(await colourAt(focused.bytes, 0.05, 0.95), BLUE)).toBe(true);

    const webp = await served(fileName, 'w=100&auto=format', 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    const jpeg = await served(fileName, 'w=100&auto=format', 'image/png,*/*');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('shows a phone photo upright and sends no camera metadata, not even without parameters', async () => {
    const turned = await storedPhoto({ orientation: 6, gps: true });
    expect(turned.document.metadata).toMatchObject({ dimensions: { width: 400, height: 300 } });
    expect(turned.fileName).toMatch(/-400x300\.jpg$/);
    expect((await sharp(turned.bytes).metadata()).exif).toBeDefined();
    for (const query of ['', 'w=200', 'w=200&fm=webp', 'rect=0,0,200,150']) {
      const { bytes, metadata } = await served(turned.fileName, query);
      expect(metadata.exif, query).toBeUndefined();
      expect(metadata.xmp, query).toBeUndefined();
      expect(isColour(await colourAt(bytes, 0.05, 0.05), RED), query).toBe(true);
    }
  });

  it('makes a variant once and reads it from disk after', async () => {
    const { fileName } = await storedPhoto();
    const variants = path.join(imagesDir, 'variants', fileName.replace(/\.jpg$/, ''));
    const before = existsSync(variants) ? readdirSync(variants).length : 0;
    const [first, second] = await Promise.all([
      served(fileName, 'w=120&fm=webp&q=60'),
      served(fileName, 'q=60&fm=webp&w=120&cachebuster=1'),
    ]);
    expect(readdirSync(variants).length).toBe(before + 1);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect((await served(fileName, 'w=120&fm=webp&q=60')).bytes.equals(first.bytes)).toBe(true);
    // What is served next is the stored file, not a variant made again: a stand-in put there is what comes back.
    const stored = readdirSync(variants)
      .map((name) => path.join(variants, name))
      .find((file) => readFileSync(file).equals(first.bytes))!;
    const standIn = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    writeFileSync(stored, standIn);
    expect((await served(fileName, 'fm=webp&w=120&q=60')).bytes.equals(standIn)).toBe(true);
  });

  it('flips, turns, fills with the background and crops to an edge', async () => {
    const { fileName } = await storedPhoto();
    const at = async (query: string, x: number, y: number) =>
      colourAt((await served(fileName, `${query}&fm=png`)).bytes, x, y);
    expect(isColour(await at('w=200&flip=h', 0.05, 0.05), GREEN)).toBe(true);
    expect(isColour(await at('w=200&flip=v', 0.05, 0.05), BLUE)).toBe(true);
    expect(isColour(await at('w=200&flip=hv', 0.05, 0.05), YELLOW)).toBe(true);
    // Turned a quarter to the right: the bottom left quarter comes to the top left.
    const turned = await served(fileName, 'w=150&or=90&fm=png');
    expect([turned.metadata.width, turned.metadata.height]).toEqual([150, 200]);
    expect(isColour(await colourAt(turned.bytes, 0.05, 0.05), BLUE)).toBe(true);
    // The 4:3 photo in a square: the bands above and below take the background colour.
    const MAGENTA = [255, 0, 255];
    expect(isColour(await at('w=200&h=200&fit=fill&bg=ff00ff', 0.5, 0.02), MAGENTA)).toBe(true);
    expect(isColour(await at('w=200&h=200&fit=fill&bg=ff00ff', 0.02, 0.2), RED)).toBe(true);
    // fillmax never enlarges: the 400 × 300 photo in the middle of an 800 × 800 square.
    const framed = await served(fileName, 'w=800&h=800&fit=fillmax&bg=ff00ff&fm=png');
    expect([framed.metadata.width, framed.metadata.height]).toEqual([800, 800]);
    expect(isColour(await colourAt(framed.bytes, 0.2, 0.2), MAGENTA)).toBe(true);
    expect(isColour(await colourAt(framed.bytes, 0.3, 0.35), RED)).toBe(true);
    // A narrow crop of the left or the right half.
    expect(isColour(await at('w=100&h=150&fit=crop&crop=left', 0.95, 0.05), RED)).toBe(true);
    expect(isColour(await at('w=100&h=150&fit=crop&crop=right', 0.05, 0.05), GREEN)).toBe(true);
  });

  it('runs at most one decode or transformation per core at once', async () => {
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
    };
    await Promise.all(Array.from({ length: availableParallelism() * 3 }, () => inTurn(task)));
    expect(most).toBe(availableParallelism());

    // The variants themselves take that road: while many are made, the count of running ones stays in bounds.
    const { fileName } = await storedPhoto();
    const work = (globalThis as { __stroompleinImageWork?: { running: number } }).__stroompleinImageWork!;
    let seen = 0;
    const sample = setInterval(() => (seen = Math.max(seen, work.running)), 1);
    try {
      await Promise.all(
        Array.from({ length: availableParallelism() * 3 }, (_, index) =>
          served(fileName, `w=${300 + index}&fm=png`),
        ),
      );
    } finally {
      clearInterval(sample);
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThanOrEqual(availableParallelism());
  });

  it('draws an SVG sharp within the pixel limit, cut out by rect in its own units', async () => {
    const storedSvg = async (width: number, height: number) => {
      const half = (x: number, colour: string) =>
        `<rect x="${x}" y="0" width="${width / 2}" height="${height}" fill="${colour}"/>`;
      const bytes = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${half(0, '#f00')}${half(width / 2, '#0f0')}</svg>`,
      );
      const { fileName } = await prepareImageUpload(
        new Request('http://lake.test/upload', { method: 'POST', body: new Uint8Array(bytes) }),
        'production',
        'tekening.svg',
      );
      writeFileSync(path.join(imagesDir, fileName), bytes);
      return fileName;
    };
    const small = await storedSvg(400, 300);
    const right = await served(small, 'rect=200,0,200,300&w=100&fm=png');
    expect(right.metadata).toMatchObject({ width: 100, height: 150 });
    expect(isColour(await colourAt(right.bytes, 0.05, 0.5), GREEN)).toBe(true);
    expect(isColour(await colourAt(right.bytes, 0.95, 0.5), GREEN)).toBe(true);
    // 81 megapixels as declared: within the limit, but not when drawn at twice its size.
    const large = await storedSvg(9000, 9000);
    const { response, metadata } = await served(large, 'rect=4500,0,4500,9000&w=100&fm=png');
    expect(response.status).toBe(200);
    expect(metadata).toMatchObject({ width: 100, height: 200 });
  });

  it('refuses rect outside the image', async () => {
    const { fileName } = await storedPhoto();
    const refused = await refusal(() => serveImage(fileName, new URLSearchParams('rect=300,0,200,150'), ''));
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('buiten de afbeelding') });
  });
});

describe('image uploads', () => {
  it('records the dimensions, a blurred placeholder, the alpha and the dominant colour', async () => {
    const { document } = await storedPhoto();
    expect(document.metadata).toMatchObject({
      dimensions: { width: 400, height: 300, aspectRatio: 400 / 300 },
      hasAlpha: false,
      isOpaque: true,
      lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      palette: { dominant: { background: expect.stringMatching(/^#[0-9a-f]{6}$/) } },
    });
  });

  it('refuses a small file that declares 50,000 × 50,000 pixels before decoding it', async () => {
    const bomb = pngBomb();
    const refused = await refusal(() =>
      prepareImageUpload(
        new Request('http://lake.test/upload', { method: 'POST', body: new Uint8Array(bomb) }),
        'production',
        'bom.png',
      ),
    );
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('te groot') });
  });
});
