import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { isLeader, type ServiceView, type ZoneView } from '@changas/shared/contracts';
import { normalizeSearchText } from '@changas/shared/util';
import { CategoryIcon, LeaderBadge, ServiceImage, ServiceRating } from '@changas/web/ui';
import { SERVICE_DETAIL_TEXTS } from './service-detail-texts';

const zoneText = ({ neighborhood, locality, province }: ZoneView) =>
  [neighborhood, locality, province].filter(Boolean).join(', ');

export interface ServiceSummaryProps {
  service: ServiceView;
  /** Beside the title: the favourite heart, for viewers other than the owner. */
  titleAction?: ReactNode;
}

/** The top of the detail: picture, category, title, rating and where the service is offered. */
export function ServiceSummary({ service, titleAction }: ServiceSummaryProps) {
  return (
    <Box>
      <ServiceImage
        imageUrl={service.image_url}
        category={service.category}
        height={320}
        priority
        sx={{ borderRadius: 3, mb: 3 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        <Chip
          icon={<CategoryIcon slug={normalizeSearchText(service.category)} />}
          label={service.category}
          color="primary"
          variant="outlined"
          size="small"
        />
        {isLeader(service.average_rating, service.ratings_count) && <LeaderBadge />}
        {!service.isActive && <Chip label={SERVICE_DETAIL_TEXTS.inactive} size="small" />}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {service.title}
        </Typography>
        {titleAction}
      </Stack>
      <ServiceRating average={service.average_rating} count={service.ratings_count} />
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 3 }} id="service-zones-title">
        {SERVICE_DETAIL_TEXTS.zones}
      </Typography>
      <List dense aria-labelledby="service-zones-title">
        {service.zones.map((zone) => (
          <ListItem key={zoneText(zone)} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={zoneText(zone)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
