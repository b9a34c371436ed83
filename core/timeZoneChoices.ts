import { timeZoneCity } from './timeZoneCity.ts';

export interface TimeZoneChoice {
  value: string;
  label: string;
}

/**
 * The options of a time-zone picker (issue 34 item 8): the ministry's zone (and the one saved, if another)
 * first, then every other zone by its city in Spanish, in Spanish alphabetical order. Each label starts with
 * the city («Ciudad de México (America/Mexico_City)»), so typing a city's first letters in the list jumps to
 * it; the IANA name stays for the zones that share a city's name.
 */
export function timeZoneChoices(zones: readonly string[], first: readonly string[]): TimeZoneChoice[] {
  const choice = (zone: string): TimeZoneChoice => {
    const city = timeZoneCity(zone);
    return { value: zone, label: city === zone ? zone : `${city} (${zone})` };
  };
  const leading = [...new Set(first.filter(Boolean))];
  const rest = zones
    .filter((zone) => !leading.includes(zone))
    .map(choice)
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  return [...leading.map(choice), ...rest];
}
