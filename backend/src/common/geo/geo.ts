const EARTH_RADIUS_MILES = 3958.8;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles between two points (haversine formula). */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * haversineMiles as an SQL expression over four SQL expressions (degrees), for rules that must hold in a query (which
 * districts any physiotherapist reaches). Same formula and Earth radius as above; an integration test compares them.
 */
export function haversineMilesSql(a: { lat: string; lon: string }, b: { lat: string; lon: string }): string {
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    sin(radians(${b.lat} - ${a.lat}) / 2) ^ 2
    + cos(radians(${a.lat})) * cos(radians(${b.lat})) * sin(radians(${b.lon} - ${a.lon}) / 2) ^ 2))))`;
}
