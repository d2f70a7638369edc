import type { FastifyReply } from 'fastify';

/**
 * Sends a rendered page: HTML in UTF-8, revalidated on every visit (`no-cache`), since a page
 * shows live stock, the cart's links and the saved header.
 */
export const sendHtml = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
