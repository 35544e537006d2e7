import { clearAppStorage } from '@web/lib/app-storage';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import { clearInitOrderFlag, reloadOnceForInitOrderError } from './init-order';
import { routeRetryStore } from './retry-budget';

interface State {
  error: unknown;
  hasError: boolean;
  attemptsUsed: number;
  reloading: boolean;
}

/**
 * The outermost boundary: catches whatever the route boundary cannot (providers, the start-up
 * gate, the router itself). Try Again re-renders the tree at most three times; Reset Error State
 * also clears this app's local storage first.
 */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false, attemptsUsed: 0, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (reloadOnceForInitOrderError(error)) {
      this.setState({ reloading: true });
      return;
    }
    console.error('Application error', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState((s) => ({ error: null, hasError: false, attemptsUsed: s.attemptsUsed + 1 }));
  };

  private readonly reset = () => {
    clearAppStorage();
    clearInitOrderFlag();
    routeRetryStore.clear();
    this.setState({ error: null, hasError: false, attemptsUsed: 0, reloading: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.state.reloading) return null;
    return (
      <ErrorFallback
        error={this.state.error}
        scope="global"
        attemptsUsed={this.state.attemptsUsed}
        onRetry={this.retry}
        onReset={this.reset}
      />
    );
  }
}
