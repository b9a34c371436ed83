const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

export const UNKNOWN_SIZE = 'Tamaño no disponible';

/**
 * Human file size in 1024 steps from Bytes to TB with at most two decimals, written the Spanish way
 * ("1,5 MB"). Sizes past the last unit stay in TB rather than inventing PB.
 */
export function formatFileSize(bytes: number | string | null | undefined): string {
  // int8 columns arrive as strings from the API.
  const value = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return UNKNOWN_SIZE;
  if (value === 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(value) / Math.log(1024)), UNITS.length - 1);
  const unit = UNITS[Math.max(exponent, 0)];
  return `${number.format(value / 1024 ** Math.max(exponent, 0))} ${unit}`;
}
