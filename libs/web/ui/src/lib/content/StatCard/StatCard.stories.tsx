import type { Meta, StoryObj } from '@storybook/react-vite';
import StarIcon from '@mui/icons-material/Star';
import { StatCard } from './StatCard';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
  parameters: {
    docs: usageNotes({
      summary: 'Una cifra destacada con su etiqueta, leída en orden: «10.000+ Servicios completados».',
      use: [
        'En /about-us (las cifras de Changas) y en /dashboard (los números propios), con la cifra ya formateada en es-AR.',
      ],
      avoid: [
        'Para una calificación con estrellas: usar ServiceRating.',
        'Para un texto con ícono sin cifra: usar FeatureCard.',
      ],
      accessibility: [
        'Mientras carga muestra esqueletos, queda aria-busy y dice «Cargando...» al lector de pantalla.',
        'El ícono es decorativo.',
      ],
    }),
  },
  args: { value: '10.000+', label: 'Servicios completados' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { value: '4,8', label: 'Calificación promedio', icon: <StarIcon /> } };

export const Loading: Story = { args: { loading: true } };
