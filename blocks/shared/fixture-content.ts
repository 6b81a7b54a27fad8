import type { ContentImage, RichTextValue } from '@/lib/domain/content/types';

/** Images of the bundled dataset, so the fixtures show what a page would (their asset documents’ ids and URLs). */
const BUNDLED_IMAGES = {
  photo: {
    _id: 'image-355d6cd72e799ce40b78e92a21e94444d1784897-2560x1600-jpg',
    url: '/api/lake/images/stroomplein-lokaal/production/355d6cd72e799ce40b78e92a21e94444d1784897-2560x1600.jpg',
    width: 2560,
    height: 1600,
  },
  illustration: {
    _id: 'image-79ffca7223c7e7e667535f4a0022c1303867c6b9-960x720-svg',
    url: '/content-images/straat-deelt-stroom.svg',
    width: 960,
    height: 720,
  },
  logo: {
    _id: 'image-0897a1908b350b35439baf1f26e6922ffa85236e-320x120-svg',
    url: '/content-images/logo-helder-dak.svg',
    width: 320,
    height: 120,
  },
};

export function fixtureImage(kind: keyof typeof BUNDLED_IMAGES, alt: string): ContentImage {
  return { _type: 'accessibleImage', alt, asset: BUNDLED_IMAGES[kind] };
}

/** Rich text with a heading, a glossary term, a link and a list, shared by the text blocks' fixtures. */
export const richTextFixture: RichTextValue = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'h2',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text: 'Wat is energie delen?' }],
  },
  {
    _type: 'block',
    _key: 'b2',
    style: 'normal',
    markDefs: [
      {
        _type: 'glossary',
        _key: 'g1',
        term: { term: 'EAN-code', definition: 'Het unieke nummer van je aansluiting.' },
      },
      { _type: 'link', _key: 'l1', href: '/kopersinformatie' },
    ],
    children: [
      { _type: 'span', _key: 's2', text: 'Je deelt stroom via je ', marks: [] },
      { _type: 'span', _key: 's3', text: 'EAN-code', marks: ['g1'] },
      { _type: 'span', _key: 's4', text: '. Lees meer in de ', marks: [] },
      { _type: 'span', _key: 's5', text: 'kopersinformatie', marks: ['l1'] },
      { _type: 'span', _key: 's6', text: '.', marks: [] },
    ],
  },
  {
    _type: 'block',
    _key: 'b3',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [{ _type: 'span', _key: 's7', text: 'Lokaal opgewekt', marks: ['strong'] }],
  },
  {
    _type: 'block',
    _key: 'b4',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [{ _type: 'span', _key: 's8', text: 'Eerlijk geprijsd' }],
  },
];
