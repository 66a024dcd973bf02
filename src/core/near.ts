// "Near me" (docs/near-me.md): the parameters' rules, shared by the home list's address, the list
// query and saved searches. Kept apart from geo.ts (distances, the resolver): the first screen
// needs only these few constants, and a module is bundled whole.

/** The radii a search may ask for, in km (as Kleinanzeigen offers them). */
export const NEAR_RADII_KM = [10, 25, 50, 100] as const;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];
/** A place without a radius searches this far: a town and its surroundings. */
export const DEFAULT_RADIUS_KM: NearRadiusKm = 25;

/** A German postcode: five digits. */
export const POSTCODE = /^\d{5}$/;
/** A place name as typed: letters first, then letters, spaces, dots, hyphens, brackets, slashes. */
export const PLACE_NAME = /^\p{L}[\p{L} .'()/-]{1,79}$/u;
