import type { FastifyReply } from 'fastify';

/**
 * The one way a page is sent: its HTML in UTF-8 with its status, and how it may be kept, which
 * each page says: `revalidate` (`no-cache`) for a page that shows live stock, the cart's links or
 * the saved header; `private` (`private, no-store`) for a visitor's own page (an order, the
 * merchant's pages); `default` for a page that leaves it to the client (a form's answer, the
 * demo index).
 */

export type PageCaching = 'revalidate' | 'private' | 'default';

const CACHE_CONTROL: Record<PageCaching, string | null> = {
  revalidate: 'no-cache',
  private: 'private, no-store',
  default: null,
};

export interface PageReply {
  /** 200 unless told. */
  status?: number;
  caching: PageCaching;
}

export function sendPage(reply: FastifyReply, html: string, page: PageReply): FastifyReply {
  reply.code(page.status ?? 200).type('text/html; charset=utf-8');
  const cacheControl = CACHE_CONTROL[page.caching];
  if (cacheControl !== null) reply.header('cache-control', cacheControl);
  return reply.send(html);
}
