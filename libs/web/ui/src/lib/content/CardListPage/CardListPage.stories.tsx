import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { fn } from 'storybook/test';
import { usageNotes } from '../../../storybook/usage-notes';
import { CardListPage } from './CardListPage';

const SAVED = ['Clases de guitarra criolla', 'Plomería y destapaciones', 'Corte de pasto y poda'];

const meta = {
  title: 'Content/CardListPage',
  component: CardListPage,
  args: {
    title: 'Mis favoritos',
    intro: 'Los servicios que guardaste para contratar más tarde.',
    empty: {
      icon: <FavoriteBorderIcon />,
      title: 'Todavía no tienes favoritos',
      description: 'Toca el corazón de un servicio para guardarlo aquí.',
      action: <Button variant="contained">Explorar servicios</Button>,
    },
    children: SAVED.map((title) => (
      <li key={title}>
        <Paper component="article" aria-label={title} variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
        </Paper>
      </li>
    )),
  },
  parameters: {
    layout: 'fullscreen',
    docs: usageNotes({
      summary:
        'La página de las tarjetas propias del usuario: título e introducción, y debajo el cargando, el estado vacío o las tarjetas; si la lista no carga, la página entera es el error con «Reintentar».',
      use: [
        'En /favorites y /my-services, con una acción junto al título cuando la hay («Publicar nuevo servicio»).',
        'Con footer para lo que sigue a las tarjetas: la paginación o los diálogos de confirmación.',
      ],
      avoid: [
        'Para resultados de búsqueda con filtros: /services arma su pantalla con ServiceCardGrid.',
        'Para solicitudes por estado: usar AppointmentBoard.',
      ],
      accessibility: [
        'Es una sección nombrada por su h1, que puede recibir el foco cuando desaparece la tarjeta que lo tenía.',
        'El cargando es un role="status"; el error, un role="alert" con su botón «Reintentar».',
      ],
    }),
  },
} satisfies Meta<typeof CardListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tres servicios guardados. */
export const Default: Story = {};

/** Con una acción junto al título, como /my-services. */
export const WithAction: Story = {
  args: {
    title: 'Mis Servicios',
    intro: 'Administra los servicios que ofreces: revísalos, edítalos, pausa su publicación o elimínalos.',
    action: <Button variant="contained">Publicar nuevo servicio</Button>,
  },
};

/** Mientras llega la lista. */
export const Loading: Story = { args: { loading: true } };

/** Sin tarjetas: el estado vacío con su salida. */
export const Empty: Story = { args: { children: [] } };

/** La lista no cargó: la página es el error, con «Reintentar». */
export const Error: Story = {
  args: {
    error: {
      title: 'No se pudieron cargar tus favoritos',
      message: 'Error interno del servidor. Intenta más tarde.',
      onRetry: fn(),
    },
  },
};
