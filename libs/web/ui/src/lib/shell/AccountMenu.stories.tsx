import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn, userEvent, within } from 'storybook/test';
import { usageNotes } from '../../storybook/usage-notes';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Shell/AccountMenu',
  component: AccountMenu,
  args: { account: { name: 'María Gómez', onLogout: fn() } },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: usageNotes({
      summary:
        'El menú de la cuenta de quien inició sesión, en la cabecera de escritorio: las iniciales y el nombre abren los accesos a Mi panel, Mi perfil, Mis solicitudes, Solicitudes recibidas, Mis favoritos y Cerrar sesión.',
      use: [
        'En la cabecera (AppHeader) de cualquier pantalla, cuando hay una sesión iniciada.',
        'Para llegar a las pantallas personales desde cualquier ruta sin pasar por el panel.',
      ],
      avoid: [
        'En teléfonos: ahí la cabecera muestra el menú lateral (MobileNavDrawer) con los mismos accesos.',
        'Para acciones sobre un servicio o una solicitud: van en botones de la propia tarjeta.',
        'Sin sesión: la cabecera muestra los enlaces Iniciar sesión y Registrarse.',
      ],
      accessibility: [
        'El botón anuncia que abre un menú (aria-haspopup) y si está desplegado (aria-expanded).',
        'Con el menú abierto, las flechas recorren las opciones y Escape lo cierra devolviendo el foco al botón.',
        'Las iniciales van en blanco sobre el azul de marca (más de 12:1); el nombre largo se corta con puntos suspensivos sin tapar la flecha.',
      ],
    }),
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the initials and the name, as the header shows them. */
export const Default: Story = {};

/** Open, with the items of spec section 2 and log out last. */
export const Open: Story = {
  // Left off the docs page: the open menu takes the focus, which would scroll the page down to it.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /María Gómez/ }));
    // The menu's code loads on its first open; it opens in a portal outside the canvas.
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

/** A name too long for the header is cut; the initials still show the first two words. */
export const LongName: Story = {
  args: { account: { name: 'María de los Ángeles Fernández Castro', onLogout: fn() } },
};

/** A profile without a name: a question mark and 'Mi cuenta'. */
export const NoName: Story = { args: { account: { name: '', onLogout: fn() } } };
