import type { Meta, StoryObj } from '@storybook/react-vite';
import { TeamMemberCard } from './TeamMemberCard';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/TeamMemberCard',
  component: TeamMemberCard,
  parameters: {
    docs: usageNotes({
      summary:
        'Una persona del equipo: avatar con sus iniciales, nombre, rol, una biografía breve y un enlace a su perfil profesional.',
      use: ['En /about-us, en la sección del equipo.'],
      avoid: [
        'Para la cuenta del usuario: usar AccountMenu.',
        'Para presentar un servicio: usar ServiceCard.',
      ],
      accessibility: [
        'El avatar es decorativo (alt vacío): el nombre está en el encabezado.',
        'El enlace dice de quién es el perfil y avisa que se abre en una pestaña nueva.',
      ],
    }),
  },
  args: {
    name: 'Martina Gómez',
    role: 'Cofundadora y directora ejecutiva',
    bio: 'Quince años en empresas de servicios. Lidera la estrategia y las alianzas de Changas.',
    profileUrl: 'https://www.linkedin.com/in/martina-gomez-changas',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutProfile: Story = { args: { profileUrl: undefined } };
