/** @jsxImportSource preact */
/// <reference types="sq-storefront" />
// A Preact site: the same reference types the storefront's elements in Preact's JSX, by their HTML
// attribute names, with Preact's own props beside them.
import { useRef } from 'preact/hooks';

export function ProductActions() {
  const gallery = useRef<SqGalleryElement>(null);
  return (
    <div>
      <sq-add-to-cart item-id="mug" quantity={2} button-text="Buy" class="buy" />
      <sq-gallery ref={gallery} design="slideshow" autoplay />
      <sq-pill-cart />
      {/* @ts-expect-error TS2322 item-id is required */}
      <sq-add-to-cart sku="mug-blue" />
      {/* @ts-expect-error TS2322 a design the gallery does not have */}
      <sq-gallery design="carousel" />
      {/* @ts-expect-error TS2322 a quantity is a number */}
      <sq-add-to-cart item-id="mug" quantity={{ many: true }} />
    </div>
  );
}
