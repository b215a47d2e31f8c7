import type { Meta, StoryObj } from '@storybook/react-vite';
import StarIcon from '@mui/icons-material/Star';
import { StatCard } from './StatCard';

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
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
