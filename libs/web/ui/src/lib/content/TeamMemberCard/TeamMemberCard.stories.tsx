import type { Meta, StoryObj } from '@storybook/react-vite';
import { TeamMemberCard } from './TeamMemberCard';

const meta = {
  title: 'Content/TeamMemberCard',
  component: TeamMemberCard,
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
