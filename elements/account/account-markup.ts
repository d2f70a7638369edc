import { child } from '../shared/define/light-markup';

/** The nodes of the account control's markup that change with the member's state. */
export interface AccountParts {
  /** Shown signed out: opens the sign-in dialog. */
  signIn: HTMLButtonElement;
  /** Shown signed in: the account button and its menu. */
  member: HTMLElement;
  menuButton: HTMLButtonElement;
  menu: HTMLElement;
  signOut: HTMLButtonElement;
  /** A live region that says a sign-out failure. */
  status: HTMLElement;
}

let nextId = 0;

/**
 * The control's markup, as the server writes it (fixtures/templates/partials/account.jsont):
 *
 *   <button type="button" class="sq-account__sign-in">Sign in</button>
 *   <div class="sq-account__member" hidden>
 *     <button type="button" class="sq-account__button" aria-expanded="false"
 *       aria-controls="sq-account-menu">Account</button>
 *     <div class="sq-account__menu" id="sq-account-menu" hidden>
 *       <button type="button" class="sq-account__sign-out">Sign out</button></div></div>
 *   <span class="sq-visually-hidden" role="status"></span>
 *
 * The server's markup is kept when it has every part, each among its parent's own children;
 * otherwise the element's children are replaced by this markup, built with DOM calls, signed out.
 * A menu without an id gets one, so the button can name what it controls.
 */
export function accountParts(host: HTMLElement): AccountParts {
  const parts = findParts(host) ?? buildParts(host);
  if (!parts.menu.id) parts.menu.id = `sq-account-menu-${nextId++}`;
  parts.menuButton.setAttribute('aria-controls', parts.menu.id);
  return parts;
}

function findParts(host: HTMLElement): AccountParts | null {
  const signIn = child(host, 'button.sq-account__sign-in');
  const member = child(host, '.sq-account__member');
  const menuButton = member && child(member, 'button.sq-account__button');
  const menu = member && child(member, '.sq-account__menu');
  const signOut = menu && child(menu, 'button.sq-account__sign-out');
  const status = child(host, '[role="status"]');
  if (!signIn || !member || !menuButton || !menu || !signOut || !status) return null;
  return {
    signIn: signIn as HTMLButtonElement,
    member,
    menuButton: menuButton as HTMLButtonElement,
    menu,
    signOut: signOut as HTMLButtonElement,
    status,
  };
}

function buildParts(host: HTMLElement): AccountParts {
  const doc = host.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    return element;
  };
  const button = (className: string) => {
    const element = make('button', className);
    element.type = 'button';
    return element;
  };
  const signIn = button('sq-account__sign-in');
  const member = make('div', 'sq-account__member');
  member.hidden = true;
  const menuButton = button('sq-account__button');
  menuButton.setAttribute('aria-expanded', 'false');
  const menu = make('div', 'sq-account__menu');
  menu.hidden = true;
  const signOut = button('sq-account__sign-out');
  menu.append(signOut);
  member.append(menuButton, menu);
  const status = make('span', 'sq-visually-hidden');
  status.setAttribute('role', 'status');
  host.replaceChildren(signIn, member, status);
  return { signIn, member, menuButton, menu, signOut, status };
}
