import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { ROUTES, type ServiceView } from '@changas/shared/contracts';
import { useMyServices, useSession } from '@changas/web/data-access';
import {
  CardList,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  OwnedServiceCard,
  PageLoader,
  usePageTitle,
} from '@changas/web/ui';
import { CONFIRMATIONS, MY_SERVICES_TEXTS as TEXTS } from './my-services-texts';
import { useServiceActions, type Confirmation } from './use-service-actions';

function ConfirmationMessage({ kind, service }: Confirmation) {
  return (
    <>
      <Box component="strong" sx={{ display: 'block', color: 'text.primary', mb: 1 }}>
        {service.title}
      </Box>
      {CONFIRMATIONS[kind].warning}
    </>
  );
}

export function MyServicesPage() {
  usePageTitle(TEXTS.title);
  const { user } = useSession();
  const myServices = useMyServices();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a deletion the card that opened the dialog is gone: the focus goes back to the heading.
  const actions = useServiceActions({ onDeleted: () => headingRef.current?.focus() });
  const services: ServiceView[] = myServices.data?.services ?? [];
  const dialogTexts = actions.confirmation && CONFIRMATIONS[actions.confirmation.kind];

  if (myServices.isError && !myServices.isFetching) {
    return (
      <Container maxWidth="md">
        <ErrorState
          title={TEXTS.loadFailedTitle}
          message={myServices.error.message}
          actions={
            <Button variant="contained" onClick={() => void myServices.refetch()}>
              {TEXTS.retry}
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container
      component="section"
      aria-labelledby="my-services-title"
      maxWidth="lg"
      sx={{ py: { xs: 3, sm: 6 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}
      >
        <Box>
          <Typography
            id="my-services-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {TEXTS.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {TEXTS.intro}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={ROUTES.offerService}
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0 }}
        >
          {TEXTS.offer}
        </Button>
      </Stack>

      {myServices.isPending || myServices.isError ? (
        <PageLoader />
      ) : services.length === 0 ? (
        <EmptyState
          icon={<StorefrontOutlinedIcon />}
          title={TEXTS.emptyTitle}
          titleComponent="h2"
          description={TEXTS.emptyDescription}
          action={
            <Button component={RouterLink} to={ROUTES.offerService} variant="contained">
              {TEXTS.emptyAction}
            </Button>
          }
        />
      ) : (
        <CardList>
          {services.map((service) => (
            <li key={service.id}>
              <OwnedServiceCard
                service={service}
                canDelete={user !== null && service.providerId === user.id}
                busy={actions.busyServiceId === service.id}
                onToggleStatus={() =>
                  actions.ask(service.status === 'active' ? 'deactivate' : 'activate', service)
                }
                onDelete={() => actions.ask('delete', service)}
              />
            </li>
          ))}
        </CardList>
      )}

      {actions.confirmation && dialogTexts && (
        <ConfirmDialog
          open={actions.open}
          title={dialogTexts.title}
          message={<ConfirmationMessage {...actions.confirmation} />}
          confirmLabel={dialogTexts.confirmLabel}
          busyLabel={dialogTexts.busyLabel}
          destructive={dialogTexts.destructive}
          busy={actions.busy}
          onConfirm={() => void actions.confirm()}
          onCancel={actions.cancel}
          onExited={actions.onExited}
        />
      )}
    </Container>
  );
}
