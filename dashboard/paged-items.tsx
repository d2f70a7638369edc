import { type ReactNode, useEffect, useRef } from 'react';
import type { PagedList } from './paged-list';
import { RESTOCK_TEXT } from './restock-strings';

/**
 * A paged list's items and its "Load more" button (shown while another page follows, marked busy
 * while it loads). The focus moves to the first item a further page added, so a keyboard or screen
 * reader user goes on reading where the list grew; a further page that failed says why beside the
 * button, which tries again.
 */
export function PagedItems<T>(props: {
  list: PagedList<T>;
  className: string;
  loadMore: string;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const { list } = props;
  const items = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (list.firstNew === null) return;
    const first = items.current?.children[list.firstNew];
    if (first instanceof HTMLElement) first.focus();
  }, [list.firstNew]);
  return (
    <>
      <ul ref={items} className={props.className}>
        {list.items.map((item) => (
          <li key={props.itemKey(item)} tabIndex={-1}>
            {props.children(item)}
          </li>
        ))}
      </ul>
      {list.more === 'failed' && (
        <p role="alert" className="sq-dash-field-error">
          {RESTOCK_TEXT.moreFailed(list.reason)}
        </p>
      )}
      {list.hasMore && (
        <button
          type="button"
          className="sq-dash-button sq-dash-button--quiet"
          aria-disabled={list.more === 'loading'}
          onClick={() => void list.loadMore()}
        >
          {props.loadMore}
        </button>
      )}
    </>
  );
}
