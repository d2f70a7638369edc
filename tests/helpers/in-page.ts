/**
 * Functions that run inside a page, shared by the Playwright tests and the WebKit journeys: each
 * driver sends a function's source to the page, so these use nothing from outside their own body.
 */

/** A cart entry to add through the API, as the page's own code would send it. */
export interface CartEntryBody {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields?: string;
}

/** Adds to the cart as the page would (the crumb from the page's cookie); gives the status. */
export async function postCartEntry(body: CartEntryBody): Promise<number> {
  const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
  const response = await fetch(`/api/commerce/shopping-cart/entries?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** One axe-core rule the page breaks: its id, impact and how many nodes break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  count: number;
}

/** Runs axe-core (already evaluated in the page) over the page as it is now. */
export async function runAxe(): Promise<AxeViolation[]> {
  const axe = (
    window as unknown as {
      axe: {
        run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
      };
    }
  ).axe;
  const result = await axe.run();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length }));
}

/** The serious and critical ones, as readable lines. */
export const seriousOnly = (violations: AxeViolation[]): string[] =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.count} nodes)`);
