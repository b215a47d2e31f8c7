import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FavoriteButton } from './FavoriteButton';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Favourites/FavoriteButton',
  component: FavoriteButton,
  args: { title: 'Clases de guitarra', favorite: false, onToggle: fn() },
  parameters: {
    docs: usageNotes({
      summary:
        'El corazón que guarda un servicio en favoritos o lo quita, en las tarjetas del listado y en el detalle del servicio.',
      use: [
        'Sobre la imagen de ServiceCard y junto al título en el detalle del servicio.',
        'Con pending mientras el servidor responde a un cambio: el corazón ya muestra el nuevo estado y no admite otro clic.',
      ],
      avoid: [
        'En /favorites: FavoriteServiceCard usa un botón Quitar con texto, más claro en una lista de guardados.',
        'Para un enlace a la lista de favoritos: usar el icono de la cabecera.',
      ],
      accessibility: [
        'El nombre dice qué pasará con qué servicio: "Agregar <título> a favoritos" o "Quitar <título> de favoritos".',
        'El naranja de marca sobre blanco supera 4,5:1; mientras espera respuesta queda aria-busy.',
      ],
    }),
  },
} satisfies Meta<typeof FavoriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {};

export const Saved: Story = { args: { favorite: true } };

/** Just saved, waiting for the server: the heart shows it already and takes no other click. */
export const Pending: Story = { args: { favorite: true, pending: true } };
