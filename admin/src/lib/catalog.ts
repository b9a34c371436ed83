import { isDuplicate } from '#core/supabaseError.ts';
import { unwrap } from './query.ts';

/**
 * Runs the insert or update of a series or speaker. A slug another row already has (23505) is told in
 * Spanish with `slugTaken`, since the database's own sentence names a constraint, not the field.
 */
export async function writeSlugged(
  write: PromiseLike<{ data: unknown; error: { message: string } | null }>,
  slugTaken: string,
): Promise<void> {
  try {
    await unwrap(write);
  } catch (error) {
    throw isDuplicate(error) ? { code: '23505', message: slugTaken } : error;
  }
}
