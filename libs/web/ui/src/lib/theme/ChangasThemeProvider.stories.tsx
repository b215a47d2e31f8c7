import type { Meta, StoryObj } from '@storybook/react-vite';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usageNotes } from '../../storybook/usage-notes';
import { ChangasThemeProvider } from './ChangasThemeProvider';

const meta = {
  title: 'Fundamentos/Primitivas MUI',
  component: ChangasThemeProvider,
  parameters: {
    docs: usageNotes({
      summary:
        'Aplica el tema de Changas (colores, tipografía Inter, radios, textos es-AR de MUI) y el CssBaseline a todo lo que envuelve. Esta galería muestra las primitivas de MUI tal como se ven con el tema.',
      use: [
        'Para envolver la app una sola vez, en apps/web, y cada historia de Storybook (ya lo hace preview.tsx).',
        'Para revisar cómo se ven Button, TextField, Chip, Alert y Dialog antes de armar una pantalla con ellos.',
      ],
      avoid: [
        'Evitarlo dentro de un componente o una pantalla: un segundo proveedor duplica el CssBaseline; el tema ya llega por contexto.',
        'Evitar la primitiva suelta cuando existe la pieza de Changas: FormTextField para campos de formulario, FormBanner para avisos de formulario, ConfirmDialog para confirmar.',
      ],
      accessibility: [
        'Los colores de estado del tema pasan AA (4,5:1) como texto sobre blanco y bajo el texto blanco de un aviso relleno.',
        'El foco visible de MUI se conserva en todas las primitivas; no se quita el outline.',
        'Los textos internos de MUI (paginación, selector de fechas) salen en español por la localización esES.',
      ],
    }),
  },
  args: { children: null },
} satisfies Meta<typeof ChangasThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="contained">Ver detalles</Button>
      <Button variant="outlined">Cancelar</Button>
      <Button variant="text">Ver todos los servicios</Button>
      <Button variant="contained" color="secondary">
        Ofrecer Servicio
      </Button>
      <Button variant="contained" color="error">
        Eliminar
      </Button>
      <Button variant="contained" disabled>
        Guardando...
      </Button>
    </Stack>
  ),
};

export const TextFields: Story = {
  render: () => (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <TextField label="Título del servicio" defaultValue="Clases de guitarra en Palermo" />
      <TextField label="Título del servicio" error helperText="El título es requerido" defaultValue="" />
      <TextField label="Correo electrónico" disabled defaultValue="maria.gonzalez@gmail.com" />
    </Stack>
  ),
};

export const Chips: Story = {
  render: () => (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Chip label="Plomería" />
      <Chip label="Jardinería" color="primary" />
      <Chip label="Aceptada" color="success" variant="outlined" />
      <Chip label="Pendiente" color="warning" variant="outlined" />
      <Chip label="Rechazada" color="error" variant="outlined" />
      <Chip label="Córdoba" onDelete={() => undefined} />
    </Stack>
  ),
};

const SEVERITIES = [
  { severity: 'success', title: '¡Registro exitoso!', message: 'Tu cuenta ha sido creada exitosamente.' },
  { severity: 'info', title: 'Vista pública', message: 'Así ven tu servicio las demás personas.' },
  { severity: 'warning', title: 'Atención', message: 'Podrás calificar después del servicio' },
  {
    severity: 'error',
    title: 'Error en el registro',
    message: 'El email ya está registrado. Usa otro email o inicia sesión.',
  },
] as const;

export const Alerts: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      {(['standard', 'filled'] as const).map((variant) => (
        <Stack key={variant} spacing={1.5}>
          <Typography variant="subtitle2" component="h2">
            {variant === 'standard' ? 'Estándar (banners de formulario)' : 'Relleno (toasts)'}
          </Typography>
          {SEVERITIES.map(({ severity, title, message }) => (
            <Alert key={severity} severity={severity} variant={variant}>
              <AlertTitle>{title}</AlertTitle>
              {message}
            </Alert>
          ))}
        </Stack>
      ))}
    </Box>
  ),
};

/** The dialog is drawn inside the canvas (no portal, no backdrop) so the gallery shows it next to the rest. */
export const DialogOpen: Story = {
  name: 'Dialog (abierto)',
  render: () => (
    <Box
      sx={{
        position: 'relative',
        height: 280,
        bgcolor: 'background.default',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Dialog
        open
        disablePortal
        hideBackdrop
        disableEnforceFocus
        disableScrollLock
        aria-labelledby="primitives-dialog-title"
        sx={{ position: 'absolute' }}
      >
        <DialogTitle id="primitives-dialog-title">¿Desactivar este servicio?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Nadie podrá verlo ni solicitarlo hasta que lo vuelvas a activar.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button>Cancelar</Button>
          <Button variant="contained">Desactivar</Button>
        </DialogActions>
      </Dialog>
    </Box>
  ),
};
