import { IMAGE } from '../../lib/domain/content/projections';

/** The case studies are references: dereferenced, with their images' URL and size. */
export const caseStudyListProjection =
  `_type == "caseStudyList" => { "caseStudies": caseStudies[]->{ _id, title, municipality, sharingType, summary, figures, image${IMAGE} } }` as const;
