import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignUpGroup } from '../src/contract/merchant-restock';
import { ConfirmDialog } from './confirm-dialog';
import { formatCount } from './format';
import { LoadFailed, SessionEnded } from './load-alerts';
import { PagedItems } from './paged-items';
import { usePagedList } from './paged-list';
import { type RestockApi, SIGNUPS_CSV_URL } from './restock-api';
import { RestockGroup } from './restock-group';
import { nameOf } from './restock-names';
import { RestockSent } from './restock-sent';
import { RESTOCK_TEXT } from './restock-strings';

/**
 * The back-in-stock page (/merchant/restock): the variants shoppers wait for, grouped by product
 * and variant and read a page at a time, each with its signups and a send button; a send-all
 * button; the signups' CSV; and the notices sent so far. Every send is confirmed in a dialog
 * first, and its outcome is said in the page's live region; both lists are then read again, and
 * the focus goes to the list's heading (the variant just sent is gone). Send-all first reads every
 * page of groups, so the dialog says exactly how many people and variants it will notify. A refused
 * session offers the login.
 */

type Confirming =
  | { kind: 'one'; group: SignUpGroup }
  | { kind: 'all'; groups: SignUpGroup[]; people: number };

const sum = (groups: SignUpGroup[]) => groups.reduce((n, g) => n + g.signUpCount, 0);

export function RestockPage(props: { api: RestockApi; loginUrl: string }) {
  const { api } = props;
  const [session, setSession] = useState(true);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes once the dialog is closed (while it is open, nothing else takes it). */
  const focusAfter = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (confirming || !focusAfter.current) return;
    focusAfter.current.focus();
    focusAfter.current = null;
  }, [confirming]);
  const ended = useCallback(() => setSession(false), []);
  const groups = usePagedList(api.groups, ended);
  const sent = usePagedList(api.sent, ended);

  const ask = (next: Confirming) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(next);
  };

  const sendAll = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(RESTOCK_TEXT.gathering);
    const every = await api.everyGroup();
    setBusy(false);
    if (every.kind === 'session') return ended();
    if (every.kind === 'failed') return setMessage(RESTOCK_TEXT.failed(every.reason));
    if (every.value.length === 0) {
      setMessage(RESTOCK_TEXT.nothingWaiting);
      return void groups.reload();
    }
    setMessage('');
    ask({ kind: 'all', groups: every.value, people: sum(every.value) });
  };

  const cancel = () => {
    focusAfter.current = opener.current;
    setConfirming(null);
  };

  const confirm = async () => {
    const asked = confirming;
    if (!asked) return;
    focusAfter.current = heading.current;
    setConfirming(null);
    setBusy(true);
    setMessage(RESTOCK_TEXT.sending);
    const result =
      asked.kind === 'one' ? await api.send(asked.group) : await api.sendAll(asked.groups);
    setBusy(false);
    if (result.kind === 'session') return ended();
    if (result.kind === 'failed') {
      const before = result.sentBefore ?? 0;
      setMessage(
        before > 0
          ? RESTOCK_TEXT.sendStopped(formatCount(before), result.reason)
          : RESTOCK_TEXT.sendFailed(result.reason),
      );
    } else {
      const count = formatCount(result.value);
      setMessage(
        asked.kind === 'one'
          ? RESTOCK_TEXT.sentOne(count, nameOf(asked.group))
          : RESTOCK_TEXT.sentAll(count),
      );
    }
    await Promise.all([groups.reload(), sent.reload()]);
  };

  if (!session) {
    return <SessionEnded loginUrl={props.loginUrl} />;
  }
  if (groups.state === 'loading') return <p role="status">{RESTOCK_TEXT.loading}</p>;
  if (groups.state === 'failed') {
    return (
      <LoadFailed
        message={RESTOCK_TEXT.failed(groups.reason)}
        onRetry={() => void groups.reload()}
      />
    );
  }
  const empty = groups.items.length === 0;
  return (
    <>
      <section className="sq-dash-section" aria-labelledby="sq-restock-waiting">
        <h2 id="sq-restock-waiting" ref={heading} tabIndex={-1}>
          {RESTOCK_TEXT.waitingHeading}
        </h2>
        <div className="sq-restock-toolbar">
          {!empty && (
            <button
              type="button"
              className="sq-dash-button"
              aria-disabled={busy}
              onClick={() => void sendAll()}
            >
              {RESTOCK_TEXT.sendAll}
            </button>
          )}
          <a
            className="sq-dash-button sq-dash-button--quiet sq-restock-download"
            href={SIGNUPS_CSV_URL}
            download
            aria-describedby="sq-restock-download-hint"
          >
            {RESTOCK_TEXT.downloadCsv}
          </a>
        </div>
        <p id="sq-restock-download-hint" className="sq-dash-hint">
          {RESTOCK_TEXT.downloadHint}
        </p>
        <p role="status" className="sq-dash-status sq-restock-message">
          {message}
        </p>
        {empty ? (
          <div className="sq-dash-empty">
            <h3>{RESTOCK_TEXT.emptyHeading}</h3>
            <p>{RESTOCK_TEXT.emptyBody}</p>
          </div>
        ) : (
          <PagedItems
            list={groups}
            className="sq-restock-groups"
            loadMore={RESTOCK_TEXT.loadMoreGroups}
            itemKey={(group) => `${group.productId}/${group.variantId}`}
          >
            {(group) => (
              <RestockGroup
                api={api}
                group={group}
                busy={busy}
                onSend={(chosen) => ask({ kind: 'one', group: chosen })}
                onSession={ended}
              />
            )}
          </PagedItems>
        )}
      </section>
      <RestockSent list={sent} />
      {confirming && (
        <ConfirmDialog
          heading={RESTOCK_TEXT.confirmHeading}
          text={
            confirming.kind === 'one'
              ? RESTOCK_TEXT.confirmOne(
                  formatCount(confirming.group.signUpCount),
                  nameOf(confirming.group),
                )
              : RESTOCK_TEXT.confirmAll(
                  formatCount(confirming.people),
                  formatCount(confirming.groups.length),
                )
          }
          confirm={RESTOCK_TEXT.confirmSend}
          cancel={RESTOCK_TEXT.cancel}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      )}
    </>
  );
}
