import { useState } from 'react';
import Button from '@mui/material/Button';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { BOOKING_TEXTS } from './booking-texts';
import { RequestServiceDialog } from './RequestServiceDialog';

export interface RequestServiceActionProps {
  serviceId: number;
  serviceTitle: string;
  /** Open the modal at once: the visitor logged in from this screen to request the service. */
  openOnLoad?: boolean;
}

/** 'Solicitar servicio' and its modal, which starts afresh every time it opens. */
export function RequestServiceAction({
  serviceId,
  serviceTitle,
  openOnLoad = false,
}: RequestServiceActionProps) {
  const [open, setOpen] = useState(openOnLoad);
  // Mounted from opening until its closing transition ends: each opening starts afresh and nothing
  // is asked of the API before the visitor wants to book.
  const [mounted, setMounted] = useState(openOnLoad);
  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<EventAvailableIcon />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {BOOKING_TEXTS.open}
      </Button>
      {mounted && (
        <RequestServiceDialog
          serviceId={serviceId}
          serviceTitle={serviceTitle}
          open={open}
          onClose={() => setOpen(false)}
          onExited={() => setMounted(false)}
        />
      )}
    </>
  );
}
