import type { BlockOf } from '@/lib/domain/content/types';
import { fixtureImage } from '../shared/fixture-content';

export const caseStudyListFixture: BlockOf<'caseStudyList'> = {
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
      image: fixtureImage('photo', 'Het appartementsgebouw De Linde'),
    },
  ],
};
