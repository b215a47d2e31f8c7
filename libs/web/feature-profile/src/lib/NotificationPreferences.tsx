import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPreferencesView } from '@changas/shared/contracts';
import { ApiError, useUpdateNotificationPreferences } from '@changas/web/data-access';
import { failureToast, useToast } from '@changas/web/ui';

interface NotificationKind {
  key: keyof NotificationPreferencesView;
  label: string;
  helper: string;
}

export const NOTIFICATION_TEXTS = {
  title: 'Notificaciones por email',
  alwaysSent: 'El correo para recuperar tu contraseña se envía siempre.',
  saveFailed: 'No se pudo guardar tu preferencia',
} as const;

/** One switch per kind of email, in the order a user meets them. */
const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  {
    key: 'requests_received',
    label: 'Solicitudes recibidas',
    helper: 'Cuando alguien pide un turno en uno de tus servicios',
  },
  {
    key: 'answers',
    label: 'Respuestas a mis solicitudes',
    helper: 'Cuando aceptan, rechazan, completan o cancelan un turno tuyo',
  },
  { key: 'reminders', label: 'Recordatorios', helper: 'Un día antes de cada turno aceptado' },
];

/**
 * The email switches of /profile. Each one saves as it moves, as switches do: the change shows at
 * once and goes back, with a toast, if the server refuses it.
 */
export function NotificationPreferences({
  preferences,
  disabled = false,
}: {
  preferences: NotificationPreferencesView;
  /** The profile could not be loaded: what is shown may be stale, so nothing is saved. */
  disabled?: boolean;
}) {
  const headingId = useId();
  const update = useUpdateNotificationPreferences();
  const { notify } = useToast();

  const change = (key: keyof NotificationPreferencesView, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onError: (error) =>
          notify(
            failureToast(
              NOTIFICATION_TEXTS.saveFailed,
              error instanceof ApiError ? error.message : undefined,
            ),
          ),
      },
    );

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mt: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {NOTIFICATION_TEXTS.title}
      </Typography>
      <FormGroup>
        <Stack spacing={1.5}>
          {NOTIFICATION_KINDS.map(({ key, label, helper }) => (
            <FormControlLabel
              key={key}
              sx={{ alignItems: 'flex-start', mx: 0, gap: 1 }}
              control={
                <Switch
                  checked={preferences[key]}
                  onChange={(_event, checked) => change(key, checked)}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-describedby': `${headingId}-${key}` } }}
                />
              }
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 0.75 }}>
                    {label}
                  </Typography>
                  <Typography
                    id={`${headingId}-${key}`}
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {helper}
                  </Typography>
                </span>
              }
            />
          ))}
        </Stack>
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {NOTIFICATION_TEXTS.alwaysSent}
      </Typography>
    </Paper>
  );
}
