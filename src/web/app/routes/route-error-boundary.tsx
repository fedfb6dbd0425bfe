import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  /** The address shown: a new one clears the error, as the data router's error elements did. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  locationKey: string;
}

class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (props.locationKey === state.locationKey) return null;
    return { error: null, locationKey: props.locationKey };
  }

  override render() {
    const { error } = this.state;
    return error ? <RouteErrorPage error={error.value} /> : this.props.children;
  }
}

/**
 * The routes' error element (router.tsx): when a page throws while rendering (most often its code
 * failing to load), the error page shows in its place until the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteBoundary locationKey={key}>{children}</RouteBoundary>;
}
