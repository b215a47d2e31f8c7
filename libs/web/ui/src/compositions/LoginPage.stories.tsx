import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_CATALOGUE, LOGIN_RULES } from '@changas/shared/contracts';
import { usageNotes } from '../storybook/usage-notes';
import { LoginPage } from './LoginPage';

const TYPED = { email: 'maria.gomez@gmail.com', password: 'Palermo2024' };

const meta = {
  title: 'Páginas/Iniciar sesión',
  id: 'paginas-iniciar-sesion',
  component: LoginPage,
  parameters: {
    layout: 'fullscreen',
    route: '/login',
    docs: usageNotes({
      summary:
        'La pantalla /login armada con los componentes de la biblioteca: AuthCard con el formulario de email y contraseña, el aviso de error del formulario, el contador de intentos, el botón de credenciales de demostración y los enlaces a recuperar la contraseña y a registrarse.',
      use: [
        'Para revisar la pantalla de ingreso completa antes de cambiar AuthCard, FormTextField, PasswordField, FormBanner o DemoHelper.',
        'Para comparar sus estados: vacía, enviando, con errores de campo, con el error del servidor y bloqueada tras 5 intentos.',
        'Como referencia de las otras pantallas de cuenta (registro, recuperar y restablecer la contraseña), que usan la misma tarjeta.',
      ],
      avoid: [
        'No es un componente para importar en una pantalla: la pantalla real es LoginPage de feature-auth, que inicia la sesión, cuenta los intentos y redirige al panel.',
        'Para formularios largos de cuenta, como el registro, usar AuthCard con el ancho «wide».',
      ],
      accessibility: [
        'Hitos: encabezado (banner), main con la sección nombrada por el h1 «Iniciar sesión» y pie (contentinfo).',
        'El error del servidor y el bloqueo se anuncian como alerta; el contador «Intentos: n/5» como estado, sin mover el foco.',
        'Orden de tabulación: email, contraseña, mostrar contraseña, Iniciar sesión, credenciales de demostración y los enlaces del pie.',
      ],
    }),
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens in demo mode, with the demo-credential button. */
export const Default: Story = {};

/** The credentials are on their way: 'Iniciando sesión...' and the button waits. */
export const Loading: Story = { args: { values: TYPED, submitting: true } };

/** 'Iniciar sesión' with empty fields: the spec's messages under each one. */
export const FieldErrors: Story = {
  args: { fieldErrors: { email: LOGIN_RULES.email.required, password: LOGIN_RULES.password.required } },
};

/** The server refused the credentials: the banner and the attempts so far. */
export const Error: Story = {
  args: { values: TYPED, failure: ERROR_CATALOGUE['IDENTITY.INVALID_CREDENTIALS'].message, attempts: 2 },
};

/** The fifth failure blocks the form for 10 minutes. */
export const Disabled: Story = { args: { values: TYPED, attempts: 5 } };

/** Outside demo mode the demo helper is not there. */
export const WithoutDemo: Story = { args: { demoMode: false } };

/** On a phone the card takes the whole width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
