import type { Meta, StoryObj } from '@storybook/react-vite';
import SearchIcon from '@mui/icons-material/Search';
import { StepCard } from './StepCard';

const meta = {
  title: 'Content/StepCard',
  component: StepCard,
  args: {
    step: 1,
    title: 'Busca y compara',
    description: 'Explora servicios por categoría y zona, y compara precios y calificaciones.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { icon: <SearchIcon /> } };
