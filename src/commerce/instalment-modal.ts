/** One block of the instalment information page, as text: the page is never inserted as HTML. */
export interface ModalBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

const KINDS: Record<string, ModalBlock['kind']> = {
  H1: 'heading',
  H2: 'heading',
  H3: 'heading',
  P: 'paragraph',
  LI: 'item',
};

/** Reads the headings, paragraphs and list items of the static instalment information page. */
export function modalBlocks(html: string): ModalBlock[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.querySelectorAll('h1, h2, h3, p, li')).flatMap((element) => {
    const kind = KINDS[element.tagName];
    const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return kind && text ? [{ kind, text }] : [];
  });
}

/**
 * The information page of a locale, e.g. `modal.en_GB.html`; the platform fixes no path, so the
 * files ship with the reference server.
 */
export function modalPath(locale: string): string {
  return `assets/instalments/modal.${encodeURIComponent(locale)}.html`;
}
