import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import FlagIcon from '@mui/icons-material/Flag';
import EmailIcon from '@mui/icons-material/Email';
import { FeatureCard } from './FeatureCard';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/FeatureCard',
  component: FeatureCard,
  parameters: {
    docs: usageNotes({
      summary: 'Una tarjeta con ícono, título y un texto breve: valores, beneficios, canales de soporte.',
      use: [
        'En /about-us (misión, visión y valores), /how-it-works (beneficios) y /help (opciones de soporte, con una acción al pie).',
      ],
      avoid: [
        'Para un paso numerado de un proceso: usar StepCard.',
        'Para una tarjeta que es toda un clic: usar ActionCard.',
        'Para una cifra destacada: usar StatCard.',
      ],
      accessibility: [
        'El título es un encabezado (h3 por defecto, headingComponent para cambiarlo); el ícono es decorativo.',
      ],
    }),
  },
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
