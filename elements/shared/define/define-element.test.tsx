import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../../src/runtime/runtime';
import { settle } from '../../../tests/helpers/dom';
import { stringAttribute } from './attributes';
import { defineElement } from './define-element';

/** The definer only hands the runtime on to the components, which here need none. */
const runtime = {} as Runtime;

function Greeting({ name }: { name: string }) {
  if (name === 'boom') throw new Error('render failed');
  return <p className="greeting">Hello {name}</p>;
}

defineElement(document, runtime, {
  tag: 'sq-test-greeting',
  attributes: { name: stringAttribute({ required: true }) },
  component: Greeting,
});

/** A controlled field and a button: React's own event handling, on the element's first events. */
function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {value}:{clicks}
      </button>
    </>
  );
}

defineElement(document, runtime, {
  tag: 'sq-test-field',
  attributes: { label: stringAttribute({ required: true }) },
  component: Field,
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function render(html: string): Promise<HTMLElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  await settle();
  return document.querySelector('sq-test-greeting') as HTMLElement;
}

describe('defineElement', () => {
  it('replaces the server markup with the component’s own, once', async () => {
    const host = await render(
      '<sq-test-greeting name="Ada"><p class="greeting">Hello Ada</p></sq-test-greeting>',
    );
    expect(host.innerHTML).toBe('<p class="greeting">Hello Ada</p>');
    expect(host.hasAttribute('data-hydrated')).toBe(true);
  });

  it('a script may create the element and set its attributes afterwards without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      const element = document.createElement('sq-test-greeting');
      document.body.append(element);
      element.setAttribute('name', 'Grace');
    });
    await settle();
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelector('.greeting')?.textContent).toBe('Hello Grace');
  });

  it('a component that throws leaves its server markup, inert, and one console error; nothing escapes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await render(
      '<sq-test-greeting name="boom"><p class="greeting">Hello</p><button>Go</button></sq-test-greeting><sq-test-greeting name="Ada"></sq-test-greeting>',
    );
    expect(host.querySelector('.greeting')?.textContent).toBe('Hello');
    expect(host.inert).toBe(true);
    expect(host.querySelector('button')?.disabled).toBe(true);
    const ours = error.mock.calls.filter(([message]) =>
      String(message).includes('<sq-test-greeting>'),
    );
    expect(ours).toHaveLength(1);
    // The other element on the page is unaffected.
    expect(document.querySelectorAll('sq-test-greeting')[1]?.textContent).toBe('Hello Ada');
  });

  it('handles the very first event an element gets, however it comes: a value a script sets, a script’s click', async () => {
    await act(async () => {
      document.body.innerHTML =
        '<sq-test-field label="a"></sq-test-field><sq-test-field label="b"></sq-test-field>';
    });
    await settle();
    const [first, second] = Array.from(document.querySelectorAll('sq-test-field'));
    // Autofill: the value is set and an input event sent, with no event before it.
    const input = first?.querySelector('input') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'ada');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('ada');
    expect(first?.querySelector('button')?.textContent).toBe('ada:0');
    await act(async () => {
      second?.querySelector('button')?.click();
      second?.querySelector('button')?.click();
    });
    expect(second?.querySelector('button')?.textContent).toBe(':2');
    // And every event after it.
    await act(async () => first?.querySelector('button')?.click());
    expect(first?.querySelector('button')?.textContent).toBe('ada:1');
  });

  it('defining the same tag again is a no-op', () => {
    expect(() =>
      defineElement(document, runtime, {
        tag: 'sq-test-greeting',
        attributes: {},
        component: () => null,
      }),
    ).not.toThrow();
  });
});
