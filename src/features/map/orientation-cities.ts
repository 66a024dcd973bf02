// Big cities labelled on the offline outline map, so a reader can tell where the markers are.
export const ORIENTATION_CITIES = [
  { name: 'Berlin', lat: 52.52, lng: 13.405 },
  { name: 'Hamburg', lat: 53.551, lng: 9.994 },
  { name: 'München', lat: 48.137, lng: 11.575 },
  { name: 'Köln', lat: 50.938, lng: 6.96 },
  { name: 'Frankfurt', lat: 50.11, lng: 8.682 },
  { name: 'Stuttgart', lat: 48.776, lng: 9.183 },
  { name: 'Leipzig', lat: 51.34, lng: 12.375 },
  { name: 'Dresden', lat: 51.05, lng: 13.738 },
  { name: 'Hannover', lat: 52.376, lng: 9.732 },
  { name: 'Nürnberg', lat: 49.452, lng: 11.077 },
  { name: 'Bremen', lat: 53.079, lng: 8.802 },
  { name: 'Rostock', lat: 54.092, lng: 12.099 },
] as const;
