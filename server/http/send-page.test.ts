import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type PageCaching, sendPage } from './send-page';

describe('sending a page', () => {
  it('is HTML in UTF-8 with its status, kept as the page says', async () => {
    const app = Fastify();
    app.get<{ Params: { caching: PageCaching } }>('/:caching', async (request, reply) =>
      sendPage(reply, '<p>page</p>', { status: 201, caching: request.params.caching }),
    );
    const headers = async (caching: PageCaching) => {
      const response = await app.inject({ url: `/${caching}` });
      expect(response.statusCode).toBe(201);
      expect(response.body).toBe('<p>page</p>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      return response.headers['cache-control'];
    };
    expect(await headers('revalidate')).toBe('no-cache');
    expect(await headers('private')).toBe('private, no-store');
    expect(await headers('default')).toBeUndefined();
    await app.close();
  });
});
