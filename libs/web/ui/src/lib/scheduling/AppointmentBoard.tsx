import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AppointmentStatus, AppointmentView } from '@changas/shared/contracts';
import { visuallyHiddenSx } from '../content/visually-hidden/visually-hidden';
import { AppointmentCard, type AppointmentPerspective } from './AppointmentCard';
import type { BoardView } from './BoardViewToggle';

export const APPOINTMENT_BOARD_TEXTS = {
  loading: 'Cargando solicitudes...',
  emptyColumn: 'Sin solicitudes',
} as const;

/** The kanban's columns; the last one gathers what did not happen, and any status it does not know. */
export const BOARD_COLUMNS: readonly { title: string; statuses: readonly AppointmentStatus[] }[] = [
  { title: 'Pendientes', statuses: ['pending'] },
  { title: 'Aceptadas', statuses: ['accepted'] },
  { title: 'Completadas', statuses: ['completed'] },
  { title: 'No concretadas', statuses: ['rejected', 'cancelled', 'expired'] },
];

const columnOf = (status: string) => {
  const index = BOARD_COLUMNS.findIndex((column) => column.statuses.some((known) => known === status));
  return index === -1 ? BOARD_COLUMNS.length - 1 : index;
};

export interface AppointmentBoardProps {
  /** Newest first; each column keeps that order. */
  appointments: readonly AppointmentView[];
  view: BoardView;
  perspective: AppointmentPerspective;
  renderNote?: (appointment: AppointmentView) => string | undefined;
  renderActions?: (appointment: AppointmentView) => ReactNode;
  isBusy?: (appointment: AppointmentView) => boolean;
  loading?: boolean;
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;
const kanbanSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

function Column({ title, children, count }: { title: string; children: ReactNode; count: number }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'grey.100', borderRadius: 2, p: 1.5, minWidth: 0 }}
    >
      <Typography
        id={headingId}
        variant="h4"
        component="h2"
        sx={{ fontSize: '1rem', mb: 1.5, display: 'flex', justifyContent: 'space-between' }}
      >
        {`${title} `}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {count}
        </Box>
      </Typography>
      {children}
    </Box>
  );
}

/** What an empty column, or an empty list, says instead of staying blank. */
function EmptyNote() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {APPOINTMENT_BOARD_TEXTS.emptyColumn}
    </Typography>
  );
}

function BoardSkeleton({ view }: { view: BoardView }) {
  const card = (key: number) => <Skeleton key={key} variant="rounded" height={view === 'list' ? 96 : 168} />;
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHiddenSx}>
        {APPOINTMENT_BOARD_TEXTS.loading}
      </Box>
      {view === 'list' ? (
        <Box sx={listSx}>{[0, 1, 2].map(card)}</Box>
      ) : (
        <Box sx={kanbanSx}>
          {BOARD_COLUMNS.map((column) => (
            <Box key={column.title} sx={{ display: 'grid', gap: 1.5 }}>
              {[0, 1].map(card)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A list of requests as a kanban by status or as one list, each with its note and actions. */
export function AppointmentBoard({
  appointments,
  view,
  perspective,
  renderNote,
  renderActions,
  isBusy,
  loading = false,
}: AppointmentBoardProps) {
  if (loading) return <BoardSkeleton view={view} />;

  const item = (appointment: AppointmentView) => (
    <li key={appointment.id}>
      <AppointmentCard
        appointment={appointment}
        perspective={perspective}
        layout={view === 'list' ? 'row' : 'card'}
        note={renderNote?.(appointment)}
        actions={renderActions?.(appointment)}
        busy={isBusy?.(appointment)}
      />
    </li>
  );

  if (view === 'list') {
    if (appointments.length === 0) return <EmptyNote />;
    return (
      <Box component="ul" sx={listSx}>
        {appointments.map(item)}
      </Box>
    );
  }
  const columns = BOARD_COLUMNS.map(() => [] as AppointmentView[]);
  for (const appointment of appointments) columns[columnOf(appointment.status)].push(appointment);
  return (
    <Box sx={kanbanSx}>
      {BOARD_COLUMNS.map((column, index) => (
        <Column key={column.title} title={column.title} count={columns[index].length}>
          {columns[index].length === 0 ? (
            <EmptyNote />
          ) : (
            <Box component="ul" sx={listSx}>
              {columns[index].map(item)}
            </Box>
          )}
        </Column>
      ))}
    </Box>
  );
}
