/**
 * The owner's back-in-stock export (GET …/restock/signups.csv) read back for tests: every signup,
 * waiting or already notified, so a test that signs up can find its own while another test sends
 * the waiting notices. The export quotes every cell and doubles quotes inside one.
 */

export const SIGNUPS_CSV_PATH = '/api/site-users/account/notifications/restock/signups.csv';

export interface StoredSignup {
  email: string;
  isJoinMailingList: boolean;
}

/** The signups of `variantId` listed in the export `csv`. */
export function signupsOf(csv: string, variantId: string): StoredSignup[] {
  const [header = [], ...rows] = csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replaceAll('""', '"')),
    );
  const column = (name: string) => header.indexOf(name);
  return rows
    .filter((row) => row[column('Variant ID')] === variantId)
    .map((row) => ({
      email: row[column('Email')] ?? '',
      isJoinMailingList: row[column('Mailing list')] === 'Yes',
    }));
}
