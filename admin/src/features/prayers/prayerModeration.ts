/** The moderators may decide while the person has not closed the request themselves. */
export const canModerate = (row: { visibility: string; status: string }) =>
  row.visibility !== 'private' && ['pending', 'approved', 'rejected'].includes(row.status);
