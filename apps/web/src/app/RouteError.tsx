import { Component, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { ROUTES } from '@changas/shared/contracts';
import { ErrorState } from '@changas/web/ui';

/** Shown when a route fails to load (e.g. a lazy chunk after a deploy). */
export function RouteError() {
  return (
    <ErrorState
      message="No pudimos cargar esta página. Revisa tu conexión e intenta nuevamente."
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reintentar
          </Button>
          <Button component={RouterLink} to={ROUTES.home} variant="outlined">
            Ir al inicio
          </Button>
        </>
      }
    />
  );
}

/** Keeps the shell around a screen that failed; keyed by path, so another route starts afresh. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
