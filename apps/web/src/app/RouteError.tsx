import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import { ROUTES } from '@changas/shared/contracts';
import { ErrorState } from '@changas/web/ui';

/** Shown when a route fails to load (e.g. a lazy chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `Error del servidor (${error.status})`
    : 'No pudimos cargar esta página. Revisa tu conexión e intenta nuevamente.';
  return (
    <ErrorState
      message={message}
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
