import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { phoneStory } from '../../storybook/phone-story';
import { usageNotes } from '../../storybook/usage-notes';
import { AppHeader } from './AppHeader';

/** Opens the side menu, as a phone user does with the menu button. */
const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menú' }));
  // The side menu's code loads on its first open; it opens in a portal outside the canvas.
  await within(canvasElement.ownerDocument.body).findByRole('navigation', { name: 'Menú principal móvil' });
};

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: {
    layout: 'fullscreen',
    docs: usageNotes({
      summary:
        'La cabecera común a todas las rutas: la marca, la navegación principal (Inicio, Servicios, Cómo funciona, Nosotros) y, según haya sesión o no, Iniciar sesión y Registrarse o bien Mis favoritos, Ofrecer Servicio y el menú de la cuenta. En teléfonos todo pasa al menú lateral.',
      use: [
        'Una sola vez, arriba de todo, en el marco de la aplicación: ninguna pantalla la agrega por su cuenta.',
        'Con la cuenta de quien inició sesión (nombre y cierre de sesión) para mostrar sus accesos personales.',
      ],
      avoid: [
        'Para la navegación dentro de una pantalla (pestañas del detalle de un servicio, pasos del asistente): usar Tabs o WizardStepper.',
        'Para volver atrás desde una pantalla interna: usar un enlace "Volver" en la propia pantalla.',
      ],
      accessibility: [
        'La navegación es un landmark "Menú principal" y el enlace de la página actual se resalta con color y fondo, no solo con color.',
        'En teléfonos el botón "Abrir menú" abre un menú lateral modal: el foco queda dentro y Escape lo cierra.',
        'La cabecera queda fija arriba; el tema reserva 80 px de scroll-padding para que el foco nunca quede tapado.',
      ],
    }),
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const loggedIn = { account: { name: 'María Gómez', onLogout: fn() } };

/** A visitor who has not logged in: main navigation plus login and register. */
export const Guest: Story = {};

/** The current page is highlighted in the navigation. */
export const ActivePage: Story = { parameters: { route: '/about-us' } };

/** A logged-in user: favourites, 'Ofrecer Servicio' and the account menu. */
export const LoggedIn: Story = { args: loggedIn };

/** On a phone the navigation moves into the side menu behind the menu button. */
export const Mobile: Story = { ...phoneStory, tags: ['phone', '!autodocs'] };

/** A visitor's side menu, open: the navigation, then login and register. */
export const MobileMenuOpen: Story = {
  ...phoneStory,
  tags: ['phone', '!autodocs'],
  parameters: { route: '/services' },
  play: openMenu,
};

/** A logged-in user's side menu, open: the navigation, then 'Ofrecer Servicio' and the account's items. */
export const MobileMenuOpenLoggedIn: Story = {
  args: loggedIn,
  ...phoneStory,
  tags: ['phone', '!autodocs'],
  play: openMenu,
};
