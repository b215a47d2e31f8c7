import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { ROUTES, type ServiceView } from '@changas/shared/contracts';
import { loadStateOf, useMyServices, useSession } from '@changas/web/data-access';
import { CardListPage, ConfirmDialog, OwnedServiceCard, usePageTitle } from '@changas/web/ui';
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

  return (
    <CardListPage
      title={TEXTS.title}
      intro={TEXTS.intro}
      headingRef={headingRef}
      action={
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
      }
      {...loadStateOf(myServices, TEXTS.loadFailedTitle)}
      empty={{
        icon: <StorefrontOutlinedIcon />,
        title: TEXTS.emptyTitle,
        description: TEXTS.emptyDescription,
        action: (
          <Button component={RouterLink} to={ROUTES.offerService} variant="contained">
            {TEXTS.emptyAction}
          </Button>
        ),
      }}
      footer={
        actions.confirmation &&
        dialogTexts && (
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
        )
      }
    >
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
    </CardListPage>
  );
}
