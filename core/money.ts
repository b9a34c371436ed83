/** Donation amounts are stored as whole cents (docs/spec.md §5): the typed amount × 100, rounded. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Cents shown as es-ES currency ("15,00 US$"); an unknown currency code falls back to USD. */
export function formatCents(cents: number, currency = 'USD'): string {
  const value = cents / 100;
  try {
    return new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(value);
  } catch {
    return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'USD' }).format(value);
  }
}
