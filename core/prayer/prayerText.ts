// Wall wording shared by the static page and its script (no zod here: the script ships to browsers).

/** How a wall request is signed. */
export const signatureOf = (prayer: { display_name: string | null }) => prayer.display_name ?? 'Anónimo';

/** "1 persona oró" / "N personas oraron", for the count beside the button. */
export const prayedText = (count: number) => (count === 1 ? '1 persona oró' : `${count} personas oraron`);

/** The badge of a testimony that answers a prayer (docs/design.md §8), on the site and in the admin. */
export const ANSWERED_PRAYER_BADGE = 'Oración contestada';
