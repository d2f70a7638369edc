import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverPerTest } from '../tests/helpers/test-server';

const startServer = serverPerTest();

/**
 * Opens a raw connection, sends `head` and nothing more, and resolves with what the server wrote
 * back once it closes the connection.
 */
function stallAfter(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('a client that stalls', () => {
  it('mid-body is answered 408 and dropped, and the server keeps serving others', async () => {
    const server = await startServer({ requestTimeoutMs: 300 });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;

    const answer = await stallAfter(
      port,
      [
        // With the crumb, so the route waits for the body rather than refusing the call at once.
        'POST /api/commerce/shopping-cart/entries?crumb=c HTTP/1.1',
        'Host: 127.0.0.1',
        'Cookie: crumb=c',
        'Content-Type: application/json',
        'Content-Length: 1000',
        '',
        '{"itemId":',
      ].join('\r\n'),
    );
    // Closed by the server: with Node's 408, or with nothing at all.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);

    const response = await fetch(`http://127.0.0.1:${port}/api/commerce/shopping-cart`);
    expect(response.status).toBe(200);
  });

  it('before the end of its headers is dropped too', async () => {
    const server = await startServer({ requestTimeoutMs: 300 });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;

    const answer = await stallAfter(port, 'GET /shop HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/shop`)).status).toBe(200);
  });
});
