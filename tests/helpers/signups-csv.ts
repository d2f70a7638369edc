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

/** An ISO instant, as the export writes when a signup was made and when it was notified. */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The owner's journey export, as a test compares it whole: its header line, and for each of
 * `emails` its row's cells (still quoted), each ISO time read as `<time>`.
 */
export function journeyRows(csv: string, emails: string[]): { header: string; rows: string[][] } {
  const lines = csv.split('\r\n');
  const cells = (email: string) =>
    (lines.find((line) => line.includes(`"${email}"`))?.match(/"(?:[^"]|"")*"/g) ?? []).map(
      (cell) => (ISO_TIME.test(cell.slice(1, -1)) ? '<time>' : cell),
    );
  return { header: lines[0] ?? '', rows: emails.map(cells) };
}

/** What the journey's export holds: the tote's two shoppers (the first without the mailing list), the scarf's one with it, all notified. */
export function expectedJourneyRows([ada, bea, cy]: string[]): {
  header: string;
  rows: string[][];
} {
  const tote = ['"Canvas Tote"', '"Size: L, Color: Natural"', '"SQ-TOTE-L-NAT"'];
  return {
    header: '"Product","Variant","Variant ID","Email","Mailing list","Signed up","Notified"',
    rows: [
      [...tote, `"${ada}"`, '"No"', '<time>', '<time>'],
      [...tote, `"${bea}"`, '"No"', '<time>', '<time>'],
      ['"Wool Scarf"', '""', '"SQ-SCARF-01"', `"${cy}"`, '"Yes"', '<time>', '<time>'],
    ],
  };
}
