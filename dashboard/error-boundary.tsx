import { Component, type ReactNode } from 'react';
import { report } from '../src/page/page';
import { TEXT } from './strings';

/**
 * Catches a failure while the dashboard renders (a chart that cannot draw, say): it is reported
 * on the console and the page says it stopped, in an alert, instead of going blank.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    report('the analytics dashboard failed', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="sq-dash-alert">
          {TEXT.crashed}
        </p>
      );
    }
    return this.props.children;
  }
}
