import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Forms/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa a tu cuenta de Changas',
    children: (
      <Stack component="form" spacing={2}>
        <TextField label="Email" type="email" autoComplete="email" fullWidth />
        <Button type="submit" variant="contained" size="large">
          Iniciar sesión
        </Button>
      </Stack>
    ),
    footer: (
      <Typography variant="body2">
        ¿No tienes cuenta? <Link href="/register">Regístrate</Link>
      </Typography>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A result view: an icon, a message and a way on. */
export const ResultView: Story = {
  args: {
    title: 'Revisa tu correo electrónico',
    subtitle: 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
    icon: <MarkEmailReadOutlinedIcon />,
    focusTitle: true,
    children: (
      <Button variant="contained" fullWidth href="/login">
        Volver al inicio de sesión
      </Button>
    ),
    footer: undefined,
  },
};

export const Wide: Story = { args: { width: 'wide', title: 'Crear cuenta' } };
