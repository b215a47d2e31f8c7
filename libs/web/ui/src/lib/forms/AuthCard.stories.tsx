import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { OutlinedField } from './OutlinedField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { AuthCard } from './AuthCard';
import { FormBanner } from './FormBanner';
import { PasswordField } from './PasswordField';
import { ProvinceSelect } from './ProvinceSelect';
import { usageNotes } from '../../storybook/usage-notes';

/** A footer line as the auth screens draw it: an optional lead-in and a link. */
function FooterLink({ prompt, label, to }: { prompt?: string; label: string; to: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {prompt && `${prompt} `}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}

interface LoginFormProps {
  submitting?: boolean;
  /** The form banner under the fields after a refused login. */
  failure?: ReactNode;
}

/** The /login form with the spec's texts, in its idle, submitting or refused state. */
function LoginForm({ submitting = false, failure }: LoginFormProps) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
      <OutlinedField
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue="ana.perez@gmail.com"
        fullWidth
      />
      <PasswordField label="Contraseña" autoComplete="current-password" defaultValue="Secreta123" fullWidth />
      {failure}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
    </Stack>
  );
}

/** The /register form: two columns from the sm breakpoint, as the wide card is meant for. */
function RegisterForm() {
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <OutlinedField label="Nombre completo" autoComplete="name" fullWidth />
        </Grid>
        <Grid size={12}>
          <OutlinedField label="Correo electrónico" type="email" autoComplete="email" fullWidth />
        </Grid>
        <Grid size={half}>
          <PasswordField
            label="Contraseña"
            autoComplete="new-password"
            helperText="Debe tener 8-16 caracteres, una mayúscula y un número"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <PasswordField label="Confirmar contraseña" autoComplete="new-password" fullWidth />
        </Grid>
        <Grid size={12}>
          <OutlinedField label="Teléfono (opcional)" type="tel" autoComplete="tel" fullWidth />
        </Grid>
        <Grid size={half}>
          <ProvinceSelect value="" fullWidth />
        </Grid>
        <Grid size={half}>
          <OutlinedField label="Localidad" autoComplete="address-level2" fullWidth />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" size="large">
        Crear cuenta
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Forms/AuthCard',
  component: AuthCard,
  parameters: {
    docs: usageNotes({
      summary:
        'La tarjeta centrada de cada pantalla de autenticación: título (h1), subtítulo, contenido y enlaces al pie.',
      use: [
        'En /login, /register, /forgot-password y /reset-password/{token}, con su formulario adentro.',
        'Para las vistas de resultado de esas pantallas («Revisa tu correo electrónico», «Enlace expirado»), con icon y focusTitle.',
        'Con width="wide" para formularios largos, como el registro.',
      ],
      avoid: [
        'Para formularios con la sesión iniciada (/profile, publicar un servicio): usar el diseño de esa pantalla con PageSection o el asistente de publicación.',
        'Para confirmar una acción: usar ConfirmDialog.',
      ],
      accessibility: [
        'Es una región (section) nombrada por su h1.',
        'Con focusTitle el foco pasa al título al montarse, para que el lector de pantalla anuncie la vista que reemplazó a la anterior en la misma ruta.',
        'El ícono de las vistas de resultado es decorativo.',
      ],
    }),
    layout: 'fullscreen',
  },
  args: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa a tu cuenta para gestionar tus servicios y turnos.',
    children: <LoginForm />,
    footer: (
      <>
        <FooterLink label="¿Olvidaste tu contraseña?" to="/forgot-password" />
        <FooterLink prompt="¿No tienes cuenta?" label="Regístrate" to="/register" />
      </>
    ),
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /login, listo para ingresar. */
export const Default: Story = {};

/** El ingreso está en curso: el botón lo dice y no se puede apretar dos veces. */
export const Submitting: Story = { args: { children: <LoginForm submitting /> } };

/** El servidor rechazó las credenciales: el aviso de la especificación debajo de los campos. */
export const Failure: Story = {
  args: {
    children: (
      <LoginForm
        failure={
          <FormBanner
            severity="error"
            title="Error al iniciar sesión"
            message="Email o contraseña incorrectos."
          />
        }
      />
    ),
  },
};

/** Una vista de resultado: un ícono, un mensaje y cómo seguir. */
export const ResultView: Story = {
  args: {
    title: 'Revisa tu correo electrónico',
    subtitle: 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.',
    icon: <MarkEmailReadOutlinedIcon />,
    focusTitle: true,
    children: (
      <Button variant="contained" fullWidth component={RouterLink} to="/login">
        Volver al inicio de sesión
      </Button>
    ),
    footer: undefined,
  },
};

/** /register: la tarjeta ancha contiene el formulario largo de registro. */
export const Wide: Story = {
  args: {
    width: 'wide',
    title: 'Crear cuenta',
    subtitle: <FooterLink prompt="¿Ya tienes cuenta?" label="Inicia sesión aquí" to="/login" />,
    children: <RegisterForm />,
    footer: undefined,
  },
};
