import { TEXT } from './strings';

/**
 * The two alerts every owner page shows when it cannot show what it reads: a read that failed
 * (why, and a button that reads again), and a session that ended (a link to log in again).
 */

/** A page or list that could not be read: `message` says why; the button reads it again. */
export function LoadFailed(props: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="sq-dash-alert">
      <p>{props.message}</p>
      <button type="button" className="sq-dash-button" onClick={props.onRetry}>
        {TEXT.retry}
      </button>
    </div>
  );
}

/** The owner's session ended: the page says so and links to the login. */
export function SessionEnded(props: { loginUrl: string }) {
  return (
    <div role="alert" className="sq-dash-alert">
      <p>{TEXT.sessionEnded}</p>
      <a className="sq-dash-link" href={props.loginUrl}>
        {TEXT.logIn}
      </a>
    </div>
  );
}
