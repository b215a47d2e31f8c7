import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageNotes } from '../storybook/usage-notes';
import {
  detailDistribution,
  detailReviews,
  detailService,
  leaderDistribution,
  leaderService,
  VISITOR,
} from './page-fixtures';
import { ServiceDetailPage } from './ServiceDetailPage';

const meta = {
  title: 'Páginas/Detalle de servicio',
  id: 'paginas-detalle-de-servicio',
  component: ServiceDetailPage,
  args: {
    service: detailService,
    viewer: 'client',
    userName: VISITOR.name,
    reviews: { reviews: detailReviews, distribution: detailDistribution },
  },
  parameters: {
    layout: 'fullscreen',
    route: `/service/${detailService.id}`,
    docs: usageNotes({
      summary:
        'La pantalla /service/{id} armada con los componentes de la biblioteca y datos de ejemplo: imagen, título, calificación y zonas; las pestañas Descripción, Disponibilidad y Reseñas; y al costado el precio con la acción que corresponde a quien mira.',
      use: [
        'Para revisar la jerarquía del detalle (qué se ve primero, dónde está la acción principal) antes de tocar ServiceImage, ServiceRating, LeaderBadge o las reseñas.',
        'Para comparar lo que ve cada persona: un cliente con sesión («Solicitar servicio»), un visitante sin sesión («Iniciar Sesión para Solicitar») y el dueño («Editar Servicio» con el aviso de vista pública).',
        'Para diseñar un cambio de las pestañas o del lateral sobre la pantalla completa, en escritorio y en teléfono.',
      ],
      avoid: [
        'No es un componente para importar en una pantalla: la pantalla real es ServiceDetailPage de feature-service-detail, que trae el servicio, el calendario y las reseñas del servidor.',
        'Para mostrar un servicio dentro de un listado, usar ServiceCard; para los servicios propios, OwnedServiceCard.',
      ],
      accessibility: [
        'Hitos: encabezado (banner), main y pie (contentinfo); el proveedor es una sección con nombre dentro del lateral.',
        'Títulos en orden: h1 con el título del servicio, h2 «Zonas de cobertura» y «Proveedor», h3 dentro de las pestañas.',
        'Las pestañas se recorren con las flechas y cada panel se puede enfocar; el orden de tabulación sigue la lectura: favorito, pestañas, panel y después el lateral con la acción.',
      ],
    }),
  },
} satisfies Meta<typeof ServiceDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in client: the heart and 'Solicitar servicio'. */
export const Default: Story = {};

/** A visitor without a session: 'Iniciar Sesión para Solicitar' goes to /login. */
export const Anonymous: Story = { args: { viewer: 'anonymous', userName: undefined } };

/** The provider looks at their own service: the public-view note and 'Editar Servicio', no heart. */
export const Owner: Story = { args: { viewer: 'owner', userName: detailService.provider.name } };

/** A service with a leader's reputation (average 4 or more with at least 3 reviews). */
export const Leader: Story = {
  args: { service: leaderService, reviews: { reviews: detailReviews, distribution: leaderDistribution } },
};

/** The Disponibilidad tab: the week, turn length and booking window, and the coming days with free turns. */
export const AvailabilityTab: Story = { args: { initialTab: 'availability' } };

/** The Reseñas tab for a client who has not hired the service yet. */
export const ReviewsTab: Story = { args: { initialTab: 'reviews' } };

/** The service is on its way. */
export const Loading: Story = { args: { status: 'loading' } };

/** The service could not be fetched: the reason, a retry and a way back to the listing. */
export const Error: Story = { args: { status: 'error' } };

/** On a phone the sidebar follows the tabs. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
