import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { ROUTES, SERVICE_EDIT_UNAVAILABLE, SERVICE_MESSAGES } from '@changas/shared/contracts';
import { parseRouteId } from '@changas/shared/util';
import { isTransientError, useService, useSession, useUpdateService } from '@changas/web/data-access';
import { ErrorState, PageLoader, usePageTitle } from '@changas/web/ui';
import { EditorLayout } from './EditorLayout';
import { EDITOR_TEXTS } from './service-editor-texts';
import { toServiceFormValues } from './service-form';
import { ServiceWizard } from './ServiceWizard';

const TEXTS = EDITOR_TEXTS.edit;

/**
 * Why the wizard cannot open, and a way back: a bad id, a service that is missing or someone else's
 * (one message, spec section 2), or an inactive service, which /my-services does not let edit either.
 */
function ServiceUnavailable({
  title = TEXTS.unavailableTitle,
  message = SERVICE_EDIT_UNAVAILABLE,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  usePageTitle(TEXTS.title);
  return (
    <Container maxWidth="md">
      <ErrorState
        title={title}
        message={message}
        actions={
          <>
            <Button component={RouterLink} to={ROUTES.myServices} variant="contained">
              {TEXTS.backToMyServices}
            </Button>
            {onRetry && (
              <Button variant="outlined" onClick={onRetry}>
                {TEXTS.retry}
              </Button>
            )}
          </>
        }
      />
    </Container>
  );
}

/** /edit-service/{serviceId}: the edit wizard, prefilled, for the service's own provider only. */
export function EditServicePage() {
  const id = parseRouteId(useParams().serviceId);
  const { user } = useSession();
  const service = useService(id);
  const updateService = useUpdateService();
  const navigate = useNavigate();

  // Also while trying again after a failure, when the query keeps its error until the answer comes.
  if (id !== undefined && !service.data && (service.isPending || service.isFetching)) {
    return (
      <Container maxWidth="md">
        <PageLoader />
      </Container>
    );
  }
  const loaded = service.data;
  if (!loaded || loaded.providerId !== user?.id) {
    // A dropped connection or a server failure may pass: those can be tried again.
    const transient = isTransientError(service.error);
    return <ServiceUnavailable onRetry={transient ? () => void service.refetch() : undefined} />;
  }
  if (!loaded.isActive) {
    return <ServiceUnavailable title={TEXTS.inactiveTitle} message={SERVICE_MESSAGES.inactiveNotEditable} />;
  }

  return (
    <EditorLayout title={TEXTS.title} intro={TEXTS.intro}>
      <ServiceWizard
        key={loaded.id}
        variant="edit"
        defaultValues={toServiceFormValues(loaded)}
        save={(request) => updateService.mutateAsync({ id: loaded.id, request })}
        onDone={() => navigate(ROUTES.myServices)}
      />
    </EditorLayout>
  );
}
