import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ServiceView } from '@changas/shared/contracts';
import { WeeklyAvailability } from '@changas/web/ui';
import type { Viewer } from './ServiceSidebar';
import { AvailabilityCalendar } from './booking/AvailabilityCalendar';
import { ReviewsPanel } from './ReviewsPanel';
import { SERVICE_DETAIL_TEXTS } from './service-detail-texts';

const TABS = ['description', 'availability', 'reviews'] as const;
type TabKey = (typeof TABS)[number];

function AvailabilityPanel({ service }: { service: ServiceView }) {
  return (
    <Stack spacing={3}>
      <WeeklyAvailability availability={service.availability} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        <Typography color="text.secondary">
          {SERVICE_DETAIL_TEXTS.slotLength(service.duration_minutes)}
        </Typography>
        <Typography color="text.secondary">
          {SERVICE_DETAIL_TEXTS.bookingWindow(service.booking_window_days)}
        </Typography>
      </Stack>
      <AvailabilityCalendar serviceId={service.id} />
    </Stack>
  );
}

/** Descripción, Disponibilidad and Reseñas as accessible tabs (arrow keys move between them). */
export function ServiceDetailTabs({ service, viewer }: { service: ServiceView; viewer: Viewer }) {
  const [current, setCurrent] = useState<TabKey>('description');
  const idPrefix = useId();
  const tabId = (tab: TabKey) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: TabKey) => `${idPrefix}-panel-${tab}`;
  const panels: Record<TabKey, { label: string; content: ReactNode }> = {
    description: {
      label: SERVICE_DETAIL_TEXTS.description,
      content: <Typography sx={{ whiteSpace: 'pre-line' }}>{service.description}</Typography>,
    },
    availability: {
      label: SERVICE_DETAIL_TEXTS.availability,
      content: <AvailabilityPanel service={service} />,
    },
    reviews: {
      label: SERVICE_DETAIL_TEXTS.reviews,
      content: <ReviewsPanel service={service} viewer={viewer} />,
    },
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Tabs
        value={current}
        onChange={(_event, tab: TabKey) => setCurrent(tab)}
        aria-label={SERVICE_DETAIL_TEXTS.tabs}
        variant="scrollable"
        allowScrollButtonsMobile
        selectionFollowsFocus
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={panels[tab].label} id={tabId(tab)} aria-controls={panelId(tab)} />
        ))}
      </Tabs>
      {TABS.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== current}
          tabIndex={0}
          sx={{ py: 3 }}
        >
          {tab === current && panels[tab].content}
        </Box>
      ))}
    </Box>
  );
}
