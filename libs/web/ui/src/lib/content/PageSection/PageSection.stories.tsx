import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { PageSection } from './PageSection';

const meta = {
  title: 'Content/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Nuestra historia',
    children: (
      <Typography>Changas nació en 2023 de la mano de un grupo de emprendedores argentinos.</Typography>
    ),
  },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MutedCentered: Story = {
  args: { tone: 'muted', align: 'center', subtitle: 'Una plataforma hecha en Argentina.', id: 'historia' },
};
