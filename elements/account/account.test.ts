// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/commerce/empty-cart';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { click, freshPage, settle } from '../../tests/helpers/dom';
import { eventually } from '../../tests/helpers/eventually';

const SESSION = '/api/site-users/account/session';
const signedInCookie = () => {
  document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"m1"}')}; path=/`;
};
const signedOutCookie = () => {
  document.cookie = 'SiteUserInfo=; max-age=0; path=/';
};

/** A server: the demo password signs in (writing the info cookie), anything else is refused. */
function server(request: Request): Response | Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === SESSION && request.method === 'POST') {
    return request.json().then((body: { password: string }) => {
      if (body.password !== 'right') {
        return jsonResponse({ message: 'The email or password is incorrect.' }, 401);
      }
      signedInCookie();
      return jsonResponse({ xsrfToken: 'tok-1' });
    });
  }
  if (url.pathname === SESSION && request.method === 'GET')
    return jsonResponse({ xsrfToken: 'tok-2' });
  if (url.pathname === SESSION && request.method === 'DELETE') {
    signedOutCookie();
    return new Response(null, { status: 204 });
  }
  return jsonResponse({ ...emptyCart(), id: 'c1', totalQuantity: 1 });
}

const part = <T extends HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sq-account-dialog');

afterEach(() => {
  signedOutCookie();
  sessionStorage.clear();
});

describe('<sq-account>', () => {
  it('writes its markup when the server gave none, signed out: only Sign in shows', async () => {
    await freshPage('<sq-account></sq-account>', server);
    expect(part('.sq-account__sign-in').textContent).toBe('Sign in');
    expect(part('.sq-account__sign-in').hidden).toBe(false);
    expect(part('.sq-account__member').hidden).toBe(true);
    const button = part('.sq-account__button');
    expect(button.getAttribute('aria-controls')).toBe(part('.sq-account__menu').id);
  });

  it('shows a signed-in member the account button, whose menu opens and closes with Escape', async () => {
    signedInCookie();
    await freshPage('<sq-account></sq-account>', server);
    expect(part('.sq-account__sign-in').hidden).toBe(true);
    const button = part('.sq-account__button');
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(part('.sq-account__menu').hidden).toBe(false);
    part('.sq-account__sign-out').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(part('.sq-account__menu').hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('says "Unable to log in" and the server message, then signs in and reloads the cart', async () => {
    const { requests } = await freshPage('<sq-account></sq-account>', server);
    await click(part('.sq-account__sign-in'));
    // The dialog's module comes on demand: it opens once that is in.
    const form = await eventually(() => {
      const open = dialog();
      if (!open?.open) throw new Error('no sign-in dialog yet');
      return open;
    });
    expect(document.activeElement).toBe(form?.querySelector('input[type=email]'));
    const fill = (password: string) => {
      part<HTMLInputElement>('input[type=email]').value = 'member@example.com';
      part<HTMLInputElement>('input[type=password]').value = password;
    };
    fill('wrong');
    await click(part('.sq-account-dialog__submit'));
    expect(part('[role=alert]').textContent).toBe(
      'Unable to log in The email or password is incorrect.',
    );
    expect(document.activeElement).toBe(part('input[type=password]'));

    fill('right');
    const before = requests.filter((r) => r.url.includes('shopping-cart')).length;
    await click(part('.sq-account-dialog__submit'));
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem('sq:site-user-xsrf')).toBe('tok-1');
    expect(part('.sq-account__member').hidden).toBe(false);
    expect(document.activeElement).toBe(part('.sq-account__button'));
    expect(requests.filter((r) => r.url.includes('shopping-cart')).length).toBe(before + 1);
  });

  it('signs out keeping a copy of the cart, asking for the XSRF token the tab lacks', async () => {
    signedInCookie();
    const { requests } = await freshPage('<sq-account></sq-account>', server);
    await click(part('.sq-account__button'));
    await click(part('.sq-account__sign-out'));
    await settle();
    const session = requests.filter((r) => r.url.includes(SESSION));
    expect(session.map((r) => r.method)).toEqual(['GET', 'DELETE']);
    const logout = session[1] as Request;
    expect(new URL(logout.url).searchParams.get('cloneCart')).toBe('true');
    expect(logout.headers.get('X-SiteUser-XSRF-Token')).toBe('tok-2');
    expect(part('.sq-account__sign-in').hidden).toBe(false);
    expect(document.activeElement).toBe(part('.sq-account__sign-in'));
  });
});
