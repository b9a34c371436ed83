import type { PageAnswer } from '#core/readAllPages.ts';
import type { Row, TableSource } from '../content/tableLoader.ts';

/**
 * The wall for /oracion: public.prayer_wall() runs with its owner's rights and returns only approved,
 * unexpired requests and their public fields; the table itself stays closed to the anon key.
 */
export const prayerWallSource: TableSource = {
  label: 'pedidos de oración del muro',
  fetchPage: (client, from, to) =>
    client.rpc('prayer_wall').range(from, to) as unknown as PromiseLike<PageAnswer<Row>>,
};
