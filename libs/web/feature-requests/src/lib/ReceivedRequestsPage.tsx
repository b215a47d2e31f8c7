import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { ROUTES, type AppointmentView } from '@changas/shared/contracts';
import { EmptyState, SelectField, usePageTitle } from '@changas/web/ui';
import { RejectRequestDialog } from './RejectRequestDialog';
import { REQUESTS_TEXTS } from './requests-texts';
import { RequestsScreen } from './RequestsScreen';
import { useReceivedRequests } from './use-received-requests';

const TEXTS = REQUESTS_TEXTS.received;

/** /received-requests: the provider's inbox of requests, all services or one, with their answers. */
export function ReceivedRequestsPage() {
  usePageTitle(TEXTS.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = useReceivedRequests({ onRejected: () => headingRef.current?.focus() });
  const { filter } = page;

  const actions = (appointment: AppointmentView) => {
    const busy = page.isChanging(appointment);
    if (page.canAnswer(appointment)) {
      return (
        <>
          <Button variant="contained" onClick={() => void page.accept(appointment)} disabled={busy}>
            {TEXTS.accept}
          </Button>
          <Button color="error" onClick={() => page.askToReject(appointment)} disabled={busy}>
            {TEXTS.reject}
          </Button>
        </>
      );
    }
    if (page.canComplete(appointment)) {
      return (
        <Button
          variant="contained"
          color="success"
          onClick={() => void page.complete(appointment)}
          disabled={busy}
        >
          {TEXTS.complete}
        </Button>
      );
    }
    return null;
  };

  return (
    <>
      <RequestsScreen
        title={TEXTS.title}
        intro={TEXTS.intro}
        list={page.list}
        loadFailedTitle={TEXTS.loadFailed}
        perspective="received"
        headingRef={headingRef}
        renderNote={page.noteFor}
        renderActions={actions}
        isBusy={page.isChanging}
        filter={
          <SelectField
            fullWidth
            size="small"
            label={TEXTS.filter}
            value={filter.serviceId === undefined ? '' : String(filter.serviceId)}
            disabled={filter.loadingOptions}
            options={filter.options.map((service) => ({ value: String(service.id), label: service.title }))}
            anyLabel={TEXTS.allServices}
            onChange={(event) =>
              filter.setServiceId(event.target.value ? Number(event.target.value) : undefined)
            }
          />
        }
        empty={
          <EmptyState
            icon={<InboxOutlinedIcon />}
            title={filter.serviceId === undefined ? TEXTS.emptyTitle : TEXTS.emptyFilteredTitle}
            titleComponent="h2"
            description={TEXTS.emptyDescription}
            action={
              <Button component={RouterLink} to={ROUTES.myServices} variant="contained">
                {TEXTS.emptyAction}
              </Button>
            }
          />
        }
      />
      {page.toReject && (
        <RejectRequestDialog
          key={page.toReject.id}
          appointment={page.toReject}
          open={page.rejectOpen}
          onReject={page.reject}
          onCancel={page.keep}
          onExited={page.onRejectExited}
        />
      )}
    </>
  );
}
