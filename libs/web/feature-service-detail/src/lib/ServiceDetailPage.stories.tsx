import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { sampleUser, phoneStory, usageNotes, type PageStoryParameters } from '@changas/web/ui/storybook';
import { LEADER_SERVICE, PROVIDER, SERVICE, serviceRoutes } from './ServiceDetailPage.fixtures';
import { ServiceDetailPage } from './ServiceDetailPage';

const page = (parameters: Partial<PageStoryParameters>): PageStoryParameters => ({
  route: `/service/${SERVICE.id}`,
  path: '/service/:id',
  api: serviceRoutes(),
  ...parameters,
});

const meta = {
  title: 'Páginas/Detalle de servicio',
  id: 'paginas-detalle-de-servicio',
  component: ServiceDetailPage,
  // Each story installs its own fetch: several on one docs page would share it.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: usageNotes({
      summary:
        'La pantalla /service/{id} real (ServiceDetailPage de feature-service-detail) con la API simulada: imagen, título, calificación y zonas; las pestañas Descripción, Disponibilidad y Reseñas; y al costado el precio con la acción que corresponde a quien mira.',
      use: [
        'Para revisar la jerarquía del detalle (qué se ve primero, dónde está la acción principal) antes de tocar ServiceImage, ServiceRating, LeaderBadge o las reseñas.',
        'Para comparar lo que ve cada persona: un cliente con sesión («Solicitar servicio»), un visitante sin sesión («Iniciar Sesión para Solicitar») y el dueño («Editar Servicio» con el aviso de vista pública).',
        'Para diseñar un cambio de las pestañas o del lateral sobre la pantalla completa, en escritorio y en teléfono.',
      ],
      avoid: [
        'Para mostrar un servicio dentro de un listado, usar ServiceCard; para los servicios propios, OwnedServiceCard.',
        'Para revisar solo el calendario o la lista de reseñas, ir a las historias de MonthCalendar y de las reseñas.',
      ],
      accessibility: [
        'Títulos en orden: h1 con el título del servicio, h2 «Zonas de cobertura» y «Proveedor», h3 dentro de las pestañas.',
        'Las pestañas se recorren con las flechas; el aviso de vista pública del dueño se anuncia como alerta.',
        'El orden de tabulación sigue la lectura: favorito, pestañas, panel y después el lateral con la acción.',
      ],
    }),
  },
} satisfies Meta<typeof ServiceDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in client: the heart and 'Solicitar servicio'. */
export const Default: Story = { parameters: page({ session: sampleUser }) };

/** A visitor without a session: 'Iniciar Sesión para Solicitar' goes to /login. */
export const Anonymous: Story = { parameters: page({}) };

/** The provider looks at their own service: the public-view note and 'Editar Servicio', no heart. */
export const Owner: Story = { parameters: page({ session: PROVIDER }) };

/** A service with a leader's reputation: 4,7 from 18 reviews. */
export const Leader: Story = {
  parameters: page({ session: sampleUser, api: serviceRoutes(LEADER_SERVICE) }),
};

/** The Reseñas tab for a client who has not hired the service yet. */
export const ReviewsTab: Story = {
  parameters: page({ session: sampleUser }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reseñas' }));
  },
};

/** On a phone the sidebar follows the tabs. */
export const Mobile: Story = {
  parameters: page({ session: sampleUser }),
  ...phoneStory,
  tags: ['phone', '!autodocs'],
};
