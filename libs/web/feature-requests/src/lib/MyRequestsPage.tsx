import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { type AppointmentView, ROUTES } from '@changas/shared/contracts';
import { ConfirmDialog, EmptyState, appointmentWhen, usePageTitle } from '@changas/web/ui';
import { RateServiceDialog } from './RateServiceDialog';
import { REQUESTS_TEXTS } from './requests-texts';
import { RequestsScreen } from './RequestsScreen';
import { useMyRequests } from './use-my-requests';

const TEXTS = REQUESTS_TEXTS.mine;

/** /my-requests: the requests the user sent, by status or as a list, newest first. */
export function MyRequestsPage() {
  usePageTitle(TEXTS.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = useMyRequests({ onCancelled: () => headingRef.current?.focus() });
  const [toRate, setToRate] = useState<AppointmentView | null>(null);

  return (
    <>
      <RequestsScreen
        title={TEXTS.title}
        intro={TEXTS.intro}
        list={page.list}
        loadFailedTitle={TEXTS.loadFailed}
        perspective="sent"
        headingRef={headingRef}
        renderNote={page.noteFor}
        isBusy={page.isChanging}
        renderActions={(appointment) =>
          appointment.status === 'completed' ? (
            <Button variant="contained" onClick={() => setToRate(appointment)}>
              {TEXTS.rate}
            </Button>
          ) : (
            page.canCancel(appointment) && (
              <Button
                color="error"
                onClick={() => page.askToCancel(appointment)}
                disabled={page.isChanging(appointment)}
              >
                {TEXTS.cancel}
              </Button>
            )
          )
        }
        empty={
          <EmptyState
            icon={<AssignmentOutlinedIcon />}
            title={TEXTS.emptyTitle}
            titleComponent="h2"
            description={TEXTS.emptyDescription}
            action={
              <Button component={RouterLink} to={ROUTES.services} variant="contained">
                {TEXTS.emptyAction}
              </Button>
            }
          />
        }
      />
      <RateServiceDialog appointment={toRate} onClose={() => setToRate(null)} />
      {page.toCancel && (
        <ConfirmDialog
          open={page.open}
          title={TEXTS.cancelTitle}
          message={
            <>
              <Box component="strong" sx={{ display: 'block', color: 'text.primary' }}>
                {page.toCancel.service.title}
              </Box>
              <Box component="span" sx={{ display: 'block', mb: 1 }}>
                {appointmentWhen(page.toCancel)}
              </Box>
              {TEXTS.cancelWarning}
            </>
          }
          confirmLabel={TEXTS.cancel}
          cancelLabel={TEXTS.keep}
          destructive
          onConfirm={page.confirmCancel}
          onCancel={page.keep}
          onExited={page.onExited}
        />
      )}
    </>
  );
}
