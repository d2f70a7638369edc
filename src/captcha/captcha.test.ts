// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCaptcha, TEST_CAPTCHA_TOKEN, TEST_SITE_KEY } from './captcha';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('captcha', () => {
  it('the test provider gives its token once ticked, and none after a reset', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onChange = vi.fn();
    const widget = renderCaptcha(container, TEST_SITE_KEY, onChange);
    expect(widget.getToken()).toBe('');
    const box = container.querySelector('input') as HTMLInputElement;
    box.click();
    expect(widget.getToken()).toBe(TEST_CAPTCHA_TOKEN);
    expect(onChange).toHaveBeenLastCalledWith(TEST_CAPTCHA_TOKEN);
    widget.reset();
    expect(widget.getToken()).toBe('');
    expect(container.textContent).toContain("I'm not a robot");
  });

  it('renders one widget per container, however often it is asked', () => {
    const container = document.createElement('div');
    const first = renderCaptcha(container, TEST_SITE_KEY);
    expect(renderCaptcha(container, TEST_SITE_KEY)).toBe(first);
    expect(container.querySelectorAll('input')).toHaveLength(1);
    first.destroy();
    expect(container.querySelectorAll('input')).toHaveLength(0);
    renderCaptcha(container, TEST_SITE_KEY);
    expect(container.querySelectorAll('input')).toHaveLength(1);
  });

  it('loads the third-party script once a page for a real site key', () => {
    // happy-dom does not run external scripts: the load fails, which is only logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    renderCaptcha(a, 'real-key');
    renderCaptcha(b, 'real-key');
    const scripts = document.querySelectorAll('script[src*="recaptcha/api.js"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toContain('render=explicit');
  });
});
