import { IMAGE } from '../../lib/domain/content/projections';

/** The image carries its asset's URL and size. */
export const heroProjection = `_type == "hero" => { image${IMAGE} }` as const;
