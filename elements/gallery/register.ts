import type { Runtime } from '../../src/runtime/runtime';
import { defineLightElement } from '../shared/define/define-light-element';
import { bindGallery } from './gallery';
import { GALLERY_ATTRIBUTES } from './gallery-attributes';
import { GALLERY_CSS } from './styles';

/**
 * Defines `<sq-gallery>`, with its styles, once a page: a light-DOM element over the server's
 * markup, no React; the lightbox comes on demand, built when it first opens. The page links the
 * same CSS (dist/sq-gallery.css) so the gallery is laid out before this chunk comes; injecting it
 * here too keeps a page that forgot the link working. Each element binds to the runtime the loader
 * passes.
 */
export function registerGallery(doc: Document, runtime: Runtime): void {
  defineLightElement(doc, runtime, {
    tag: 'sq-gallery',
    attributes: GALLERY_ATTRIBUTES,
    styles: GALLERY_CSS,
    bind: bindGallery,
  });
}
