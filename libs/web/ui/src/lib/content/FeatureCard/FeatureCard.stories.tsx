import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/Flag';
import EmailIcon from '@mui/icons-material/Email';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Content/FeatureCard',
  component: FeatureCard,
  args: {
    icon: <FlagIcon />,
    title: 'Misión',
    description:
      'Facilitar que cualquier persona encuentre y contrate servicios de confianza cerca de su casa.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const WithAction: Story = {
  args: {
    icon: <EmailIcon />,
    title: 'Email',
    description: 'Respondemos en menos de 24 horas.',
    action: (
      <Button variant="outlined" href="mailto:soporte@changas.com.ar">
        Escribir un email
      </Button>
    ),
  },
};
