import { useState } from 'react';
import Button from '@mui/material/Button';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazyPart } from '@changas/web/ui';
import { BOOKING_TEXTS } from './booking-texts';

// The modal (its form, calendar and day's times) is not part of the page: a visitor who is not logged in
// never opens it, and its code starts loading when the pointer rests on the button or the keyboard
// focuses it.
const RequestServiceDialog = lazyPart(
  () => import('./RequestServiceDialog'),
  (module) => module.RequestServiceDialog,
);

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
        onPointerEnter={() => void RequestServiceDialog.preload()}
        onFocus={() => void RequestServiceDialog.preload()}
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
