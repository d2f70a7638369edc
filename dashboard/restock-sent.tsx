import type { SentGroup } from '../src/contract/merchant-restock';
import { formatCount, formatInstant } from './format';
import { LoadFailed } from './load-alerts';
import { PagedItems } from './paged-items';
import type { PagedList } from './paged-list';
import { nameOf } from './restock-names';
import { RESTOCK_TEXT } from './restock-strings';

/**
 * The notices sent so far on the back-in-stock page, newest first: each variant's send with how
 * many it notified and when, a page at a time.
 */
export function RestockSent(props: { list: PagedList<SentGroup> }) {
  const { list } = props;
  return (
    <section className="sq-dash-section" aria-labelledby="sq-restock-sent">
      <h2 id="sq-restock-sent">{RESTOCK_TEXT.sentHeading}</h2>
      {list.state === 'loading' ? (
        <p role="status">{RESTOCK_TEXT.loadingSent}</p>
      ) : list.state === 'failed' ? (
        <LoadFailed message={RESTOCK_TEXT.failed(list.reason)} onRetry={() => void list.reload()} />
      ) : list.items.length === 0 ? (
        <p>{RESTOCK_TEXT.noneSent}</p>
      ) : (
        <PagedItems
          list={list}
          className="sq-restock-sent"
          loadMore={RESTOCK_TEXT.loadMoreSent}
          itemKey={(send) => `${send.sent}/${send.productId}/${send.variantId}`}
        >
          {(send) => (
            <>
              <span className="sq-restock-sent__name">{nameOf(send)}</span>
              <span className="sq-dash-subtext">
                {RESTOCK_TEXT.sentLine(formatCount(send.sentCount), formatInstant(send.sent))}
              </span>
            </>
          )}
        </PagedItems>
      )}
    </section>
  );
}
