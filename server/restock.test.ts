import { describe, expect, it } from 'vitest';
import { browser, suiteServer } from '../tests/helpers/test-server';

const server = suiteServer();

const SIGNUP = '/api/commerce/restock-notifications';
const SCARF = { productId: '5f1a00000000000000000005', variantId: 'SQ-SCARF-01' };
const valid = {
  ...SCARF,
  siteVisitorEmail: 'ada@example.com',
  isJoinMailingList: true,
  captchaToken: 'sq-test-captcha-token',
};

const signups = async () =>
  Number((await server.sql('SELECT COUNT(*) AS n FROM restock_signups'))[0]?.n);

describe('back-in-stock signup', () => {
  it('records a signup once, however often it is sent', async () => {
    const visitor = browser(server.app);
    expect((await visitor.send('POST', SIGNUP, valid)).statusCode).toBe(200);
    expect(
      (await visitor.send('POST', SIGNUP, { ...valid, siteVisitorEmail: 'ADA@example.com ' }))
        .statusCode,
    ).toBe(200);
    expect(await signups()).toBe(1);
  });

  it('lets a shopper who was notified sign up again and wait for the next notice', async () => {
    const visitor = browser(server.app);
    const bea = { ...valid, siteVisitorEmail: 'bea@example.com' };
    expect((await visitor.send('POST', SIGNUP, bea)).statusCode).toBe(200);
    // The owner sends the scarf's notices; it sells out again and Bea signs up once more, twice.
    await server.sql(
      "UPDATE restock_signups SET notified = 1700000000000 WHERE email = 'bea@example.com'",
    );
    expect((await visitor.send('POST', SIGNUP, bea)).statusCode).toBe(200);
    expect((await visitor.send('POST', SIGNUP, bea)).statusCode).toBe(200);
    const rows = await server.sql(
      "SELECT notified FROM restock_signups WHERE email = 'bea@example.com' ORDER BY created",
    );
    expect(rows.map((row) => row.notified)).toEqual([1700000000000, null]);
  });

  it.each([
    ['a bad email', { ...valid, siteVisitorEmail: 'ada@' }, 'siteVisitorEmail'],
    ['a variant of another product', { ...valid, variantId: 'SQ-MUG-01' }, 'variantId'],
    ['a missing field', { ...SCARF, siteVisitorEmail: 'a@b.co' }, 'isJoinMailingList'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const response = await browser(server.app).send('POST', SIGNUP, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('refuses a signup without the captcha the site requires', async () => {
    const { captchaToken: _, ...withoutToken } = valid;
    for (const body of [withoutToken, { ...valid, captchaToken: 'forged' }]) {
      const response = await browser(server.app).send('POST', SIGNUP, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Complete CAPTCHA before submitting.');
    }
  });

  it('needs the crumb like every state-changing call', async () => {
    const response = await browser(server.app).send('POST', SIGNUP, valid, { crumb: null });
    expect(response.statusCode).toBe(401);
  });
});
