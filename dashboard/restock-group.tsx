import { useCallback, useId, useState } from 'react';
import type { SendRequest, SignUpGroup } from '../src/contract/merchant-restock';
import { formatCount, formatInstant } from './format';
import { LoadFailed } from './load-alerts';
import { PagedItems } from './paged-items';
import { usePagedList } from './paged-list';
import type { RestockApi } from './restock-api';
import { nameOf, optionsOf } from './restock-names';
import { RESTOCK_TEXT } from './restock-strings';

/**
 * One variant's waiting signups on the back-in-stock page: its product, options and id, how many
 * wait and since when, a button that shows or hides who they are (read a page at a time, when
 * first shown) and one that sends their notices. Each button's name says which variant it is for.
 */

function Signups(props: { api: RestockApi; variant: SendRequest; onSession: () => void }) {
  const { api, variant } = props;
  const load = useCallback((cursor: string | null) => api.signups(variant, cursor), [api, variant]);
  const list = usePagedList(load, props.onSession);
  if (list.state === 'loading') return <p role="status">{RESTOCK_TEXT.loadingSignups}</p>;
  if (list.state === 'failed') {
    return (
      <LoadFailed message={RESTOCK_TEXT.failed(list.reason)} onRetry={() => void list.reload()} />
    );
  }
  if (list.items.length === 0) return <p>{RESTOCK_TEXT.noSignups}</p>;
  return (
    <PagedItems
      list={list}
      className="sq-restock-signups"
      loadMore={RESTOCK_TEXT.loadMoreSignups}
      itemKey={(signup) => signup.email}
    >
      {(signup) => (
        <>
          <span className="sq-dash-path">{signup.email}</span>
          <span className="sq-dash-subtext">
            {RESTOCK_TEXT.signedUp(formatInstant(signup.created))}
            {signup.isJoinMailingList && `; ${RESTOCK_TEXT.mailingList}`}
          </span>
        </>
      )}
    </PagedItems>
  );
}

export function RestockGroup(props: {
  api: RestockApi;
  group: SignUpGroup;
  busy: boolean;
  onSend: (group: SignUpGroup) => void;
  onSession: () => void;
}) {
  const { group } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  const name = nameOf(group);
  const options = optionsOf(group);
  const [variant] = useState<SendRequest>(() => ({
    productId: group.productId,
    variantId: group.variantId,
  }));
  const forName = <span className="sq-dash-hidden">{RESTOCK_TEXT.forVariant(name)}</span>;
  return (
    <article className="sq-restock-group" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{group.productTitle}</h3>
      <dl className="sq-restock-facts">
        {options && (
          <div>
            <dt>{RESTOCK_TEXT.variant}</dt>
            <dd>{options}</dd>
          </div>
        )}
        <div>
          <dt>{RESTOCK_TEXT.variantId}</dt>
          <dd className="sq-dash-path">{group.variantId}</dd>
        </div>
        <div>
          <dt>{RESTOCK_TEXT.waiting}</dt>
          <dd>{formatCount(group.signUpCount)}</dd>
        </div>
        <div>
          <dt>{RESTOCK_TEXT.oldest}</dt>
          <dd>{formatInstant(group.oldestSignUp)}</dd>
        </div>
      </dl>
      <div className="sq-restock-actions">
        <button
          type="button"
          className="sq-dash-button sq-dash-button--quiet"
          aria-expanded={open}
          aria-controls={open ? `${id}-signups` : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? RESTOCK_TEXT.hideSignups : RESTOCK_TEXT.showSignups}
          {forName}
        </button>
        <button
          type="button"
          className="sq-dash-button"
          aria-disabled={props.busy}
          onClick={() => {
            if (!props.busy) props.onSend(group);
          }}
        >
          {RESTOCK_TEXT.sendGroup}
          {forName}
        </button>
      </div>
      {open && (
        <section
          id={`${id}-signups`}
          className="sq-restock-group__signups"
          aria-label={RESTOCK_TEXT.signupsCaption(name)}
        >
          <Signups api={props.api} variant={variant} onSession={props.onSession} />
        </section>
      )}
    </article>
  );
}
