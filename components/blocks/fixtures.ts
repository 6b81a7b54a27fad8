import type { BlockOf, BlockType, ContentImage, RichTextValue } from '@/lib/content/types';

/*
 * One filled-in example of every block type, for /component-test (visual and axe checks) and the unit tests.
 * Images are inline SVG so the fixtures need no dataset.
 */

function fixtureImage(label: string, alt: string, width = 640, height = 400): ContentImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ede9fe"/><text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="32" fill="#5b21b6">${label}</text></svg>`;
  return {
    _type: 'accessibleImage',
    alt,
    asset: { _id: `image-${label}`, url: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height },
  };
}

const body: RichTextValue = [
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

export const blockFixtures: { [K in BlockType]: BlockOf<K> } = {
  hero: {
    _type: 'hero',
    _key: 'hero',
    eyebrow: 'Lokale groene stroom',
    heading: 'Alle blokken van de site',
    text: 'Elk bloktype dat redacteurs in de Studio kunnen gebruiken, met voorbeeldinhoud.',
    image: fixtureImage('Hero', 'Zonnepanelen op een dak in de zon'),
    primaryAction: { _type: 'linkAction', label: 'Word koper', href: '/kopersinformatie' },
    secondaryAction: { _type: 'linkAction', label: 'Word verkoper', href: '/verkopersinformatie' },
  },
  richTextBlock: { _type: 'richTextBlock', _key: 'rich-text', heading: 'Tekst', body },
  featureCards: {
    _type: 'featureCards',
    _key: 'feature-cards',
    heading: 'Waarom Stroomplein',
    intro: 'Drie redenen om lokaal te kopen.',
    cards: [
      { _type: 'featureCard', _key: 'c1', icon: 'sun', title: 'Zonnestroom', text: 'Van daken in je buurt.' },
      {
        _type: 'featureCard',
        _key: 'c2',
        icon: 'euro',
        title: 'Eerlijke prijs',
        text: 'Vast en transparant.',
      },
      {
        _type: 'featureCard',
        _key: 'c3',
        icon: 'users',
        title: 'Samen',
        text: 'Buren helpen buren.',
        link: { _type: 'linkAction', label: 'Over ons', href: '/overons' },
      },
    ],
  },
  steps: {
    _type: 'steps',
    _key: 'steps',
    heading: 'Zo werkt het',
    items: [
      { _type: 'step', _key: 'st1', title: 'Aanmelden', text: 'Vul het formulier in.' },
      { _type: 'step', _key: 'st2', title: 'Koppelen', text: 'Wij zoeken een producent.' },
      { _type: 'step', _key: 'st3', title: 'Delen', text: 'Je stroom komt van dichtbij.' },
    ],
  },
  faq: {
    _type: 'faq',
    _key: 'faq',
    heading: 'Veelgestelde vragen',
    items: [
      { _id: 'faq-1', question: 'Moet ik van leverancier veranderen?', answer: body.slice(1, 2) },
      { _id: 'faq-2', question: 'Wat kost het?', answer: body.slice(2) },
    ],
  },
  callToAction: {
    _type: 'callToAction',
    _key: 'call-to-action',
    heading: 'Klaar om lokaal te kopen?',
    text: 'Aanmelden duurt vijf minuten.',
    tone: 'primary',
    action: { _type: 'linkAction', label: 'Aan de slag', href: '/kopersinformatie' },
  },
  imageText: {
    _type: 'imageText',
    _key: 'image-text',
    heading: 'Stroom uit je straat',
    body: body.slice(1),
    image: fixtureImage('Straat', 'Een straat met zonnepanelen op de daken'),
    imagePosition: 'left',
  },
  quote: {
    _type: 'quote',
    _key: 'quote',
    text: 'Mijn overschot gaat nu naar de school om de hoek.',
    author: 'An Peeters',
    role: 'Verkoper uit Leuven',
  },
  keyFigures: {
    _type: 'keyFigures',
    _key: 'key-figures',
    heading: 'In cijfers',
    figures: [
      { _type: 'figure', _key: 'f1', value: 12500, format: 'number', unit: 'gezinnen', label: 'Aangesloten' },
      { _type: 'figure', _key: 'f2', value: 0.25, format: 'percent', label: 'Gemiddelde besparing' },
      { _type: 'figure', _key: 'f3', value: 340, format: 'euro', label: 'Per jaar' },
    ],
    source: 'Stroomplein, 2026',
  },
  caseStudyList: {
    _type: 'caseStudyList',
    _key: 'case-studies',
    heading: 'Praktijkvoorbeelden',
    caseStudies: [
      {
        _id: 'case-1',
        title: 'Appartementsgebouw De Linde',
        municipality: 'Gent',
        sharingType: 'building',
        summary: 'Twaalf gezinnen delen de stroom van het dak.',
        figures: [{ _type: 'caseFigure', _key: 'cf1', label: 'Gedeeld', value: 18000, unit: 'kWh' }],
        image: fixtureImage('Linde', 'Het appartementsgebouw De Linde', 480, 320),
      },
    ],
  },
  calculatorTeaser: {
    _type: 'calculatorTeaser',
    _key: 'calculator-teaser',
    heading: 'Wat bespaar jij?',
    text: 'Reken het uit in een minuut.',
    calculator: 'koper',
  },
  newsletterSignup: {
    _type: 'newsletterSignup',
    _key: 'newsletter',
    heading: 'Blijf op de hoogte',
    text: 'Eén mail per maand.',
  },
  partnerLogos: {
    _type: 'partnerLogos',
    _key: 'partners',
    heading: 'Partners',
    partners: [
      {
        _type: 'partner',
        _key: 'p1',
        name: 'Zonnecoöperatie',
        url: 'https://example.org',
        logo: fixtureImage('Zon', 'Logo van de Zonnecoöperatie', 240, 96),
      },
    ],
  },
  table: {
    _type: 'table',
    _key: 'table',
    caption: 'Vormen van energie delen',
    columns: ['Vorm', 'Wie', 'Afstand'],
    rows: [
      { _type: 'tableRow', _key: 'r1', cells: ['Peer-to-peer', 'Twee gezinnen', 'Heel Vlaanderen'] },
      { _type: 'tableRow', _key: 'r2', cells: ['In een gebouw', 'Bewoners', 'Zelfde gebouw'] },
    ],
  },
};

/** All fixtures in page order. */
export const allBlockFixtures = Object.values(blockFixtures);
