import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeaderBadge } from './LeaderBadge';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Catalog/LeaderBadge',
  component: LeaderBadge,
  parameters: {
    docs: usageNotes({
      summary:
        'La insignia «Líder» de los servicios con buena reputación: promedio de 4 estrellas o más con al menos 3 reseñas.',
      use: ['En la tarjeta de servicio y en el detalle, cuando se cumple isLeader de contracts.'],
      avoid: [
        'Para el estado de un servicio propio (activo, inactivo): usar un Chip de estado, como en OwnedServiceCard.',
        'Para mostrar la calificación: usar ServiceRating.',
      ],
      accessibility: [
        'Se alcanza con el teclado y su tooltip explica la regla; la misma explicación es su descripción accesible.',
        'Dice «Líder» en texto, con ícono: no depende del color.',
      ],
    }),
  },
} satisfies Meta<typeof LeaderBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Medium: Story = { args: { size: 'medium' } };
