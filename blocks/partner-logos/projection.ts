import { IMAGE } from '../../lib/domain/content/projections';

/** Each logo carries its asset's URL and size. */
export const partnerLogosProjection =
  `_type == "partnerLogos" => { partners[]{ ..., logo${IMAGE} } }` as const;
