/**
 * The city visitors know a time zone by, in Spanish ("Ciudad de México", not "Mexico City"): the ministry's
 * zone is named on /en-vivo and beside service times. The IANA name's own city (underscores as spaces) is
 * the fallback for a zone not listed; Intl names zones only by region ("hora estándar central"), which
 * several countries share.
 */
const SPANISH_CITIES: Record<string, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Monterrey': 'Monterrey',
  'America/Merida': 'Mérida',
  'America/Cancun': 'Cancún',
  'America/Chihuahua': 'Chihuahua',
  'America/Hermosillo': 'Hermosillo',
  'America/Mazatlan': 'Mazatlán',
  'America/Tijuana': 'Tijuana',
  'America/Guatemala': 'Guatemala',
  'America/El_Salvador': 'San Salvador',
  'America/Tegucigalpa': 'Tegucigalpa',
  'America/Managua': 'Managua',
  'America/Costa_Rica': 'San José de Costa Rica',
  'America/Panama': 'Panamá',
  'America/Havana': 'La Habana',
  'America/Santo_Domingo': 'Santo Domingo',
  'America/Puerto_Rico': 'San Juan de Puerto Rico',
  'America/Bogota': 'Bogotá',
  'America/Caracas': 'Caracas',
  'America/Guayaquil': 'Guayaquil',
  'America/Lima': 'Lima',
  'America/La_Paz': 'La Paz',
  'America/Santiago': 'Santiago de Chile',
  'America/Asuncion': 'Asunción',
  'America/Montevideo': 'Montevideo',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Sao_Paulo': 'São Paulo',
  'America/New_York': 'Nueva York',
  'America/Chicago': 'Chicago',
  'America/Denver': 'Denver',
  'America/Phoenix': 'Phoenix',
  'America/Los_Angeles': 'Los Ángeles',
  'America/Toronto': 'Toronto',
  'Europe/Madrid': 'Madrid',
  'Atlantic/Canary': 'Canarias',
  'Europe/Lisbon': 'Lisboa',
  'Europe/London': 'Londres',
  'Europe/Paris': 'París',
  'Europe/Berlin': 'Berlín',
  'Europe/Rome': 'Roma',
};

export function timeZoneCity(timeZone: string): string {
  return SPANISH_CITIES[timeZone] ?? timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? timeZone;
}
