import { type ReactNode, useCallback } from 'react';

/**
 * A product's image on the cart page (a line's, a suggestion's), its source given once per URL so
 * the image is requested once. React sets an <img>'s `src` prop on the new element and assigns it
 * again when it commits the element (so that a load finished in between still fires its event);
 * by the HTML rules a source set again while its request has no bytes yet aborts that request and
 * sends another, and Firefox does so (Chromium shares the request in flight). So React never holds
 * the source: the element's ref sets it once the element is in place, and again only when the URL
 * changes. The image is decorative (alt ""): the line or card it is in names the product.
 */
export function CartImage({
  src,
  className,
  size,
}: {
  src: string;
  className: string;
  /** Its width and height in CSS px, reserved before it loads. */
  size: number;
}): ReactNode {
  const place = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && image.getAttribute('src') !== src) image.setAttribute('src', src);
    },
    [src],
  );
  return <img ref={place} className={className} alt="" width={size} height={size} />;
}
