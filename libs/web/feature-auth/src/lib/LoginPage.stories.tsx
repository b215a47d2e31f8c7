import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DEMO_CREDENTIALS, ERROR_CATALOGUE, type LoginRequest } from '@changas/shared/contracts';
import {
  failure,
  ok,
  sampleUser,
  phoneStory,
  usageNotes,
  type PageStoryParameters,
} from '@changas/web/ui/storybook';
import { LOCKOUT_STORAGE_KEYS } from './login-lockout';
import { LoginPage } from './LoginPage';

const WRONG_CREDENTIALS = failure(
  401,
  'IDENTITY.INVALID_CREDENTIALS',
  ERROR_CATALOGUE['IDENTITY.INVALID_CREDENTIALS'].message,
);

/** Demo mode on; the demo credentials log in (the page then leaves for the panel), anything else is refused. */
const PAGE: PageStoryParameters = {
  route: '/login',
  api: {
    'GET /api/app-config': ok({ demo_mode: true }),
    'POST /api/user/login': ({ body }) => {
      const { email, password } = body as LoginRequest;
      return email === DEMO_CREDENTIALS.email && password === DEMO_CREDENTIALS.password
        ? ok(
            { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyMSJ9.demo', user: sampleUser },
            'Inicio de sesión exitoso',
          )
        : WRONG_CREDENTIALS;
    },
  },
};

const meta = {
  title: 'Páginas/Iniciar sesión',
  id: 'paginas-iniciar-sesion',
  component: LoginPage,
  // Each story installs its own fetch: several on one docs page would share it.
  tags: ['!autodocs'],
  // Every visit starts with no failed attempts: the lockout counts them in localStorage.
  beforeEach: () => Object.values(LOCKOUT_STORAGE_KEYS).forEach((key) => localStorage.removeItem(key)),
  parameters: {
    layout: 'fullscreen',
    ...PAGE,
    docs: usageNotes({
      summary:
        'La pantalla /login real (LoginPage de feature-auth) con la API simulada: AuthCard con el formulario de email y contraseña, el aviso de error, el contador de intentos, el botón de credenciales de demostración y los enlaces a recuperar la contraseña y a registrarse.',
      use: [
        'Para revisar la pantalla de ingreso completa antes de cambiar AuthCard, FormTextField, PasswordField, FormBanner o DemoHelper.',
        'Para ver el error del servidor y el contador «Intentos: n/5» tal como los muestra la aplicación.',
        'Como referencia de las otras pantallas de cuenta (registro, recuperar y restablecer la contraseña), que usan la misma tarjeta.',
      ],
      avoid: [
        'Para formularios largos de cuenta, como el registro, usar AuthCard con el ancho «wide».',
        'Para pedir la contraseña dentro de una pantalla ya abierta, usar PasswordField suelto y no esta tarjeta.',
      ],
      accessibility: [
        'Título h1 «Iniciar sesión»; el email y la contraseña tienen etiqueta y autocompletado (email, current-password).',
        'El error del servidor se anuncia como alerta; el contador «Intentos: n/5» como estado, sin mover el foco.',
        'Orden de tabulación: email, contraseña, mostrar contraseña, Iniciar sesión, credenciales de demostración y los enlaces del pie.',
      ],
    }),
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens in demo mode; 'Usar credenciales de demostración' logs in. */
export const Default: Story = {};

/** Wrong credentials sent: the server's 401 in the banner and the first attempt counted. */
export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maria.gomez@gmail.com');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'Palermo2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await canvas.findByText(ERROR_CATALOGUE['IDENTITY.INVALID_CREDENTIALS'].message);
  },
};

/** On a phone the card takes the whole width. */
export const Mobile: Story = { ...phoneStory, tags: ['phone', '!autodocs'] };
