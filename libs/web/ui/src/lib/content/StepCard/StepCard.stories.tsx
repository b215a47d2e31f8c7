import type { Meta, StoryObj } from '@storybook/react-vite';
import SearchIcon from '@mui/icons-material/Search';
import { StepCard } from './StepCard';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/StepCard',
  component: StepCard,
  parameters: {
    docs: usageNotes({
      summary: 'Un paso numerado de un proceso; el encabezado se lee «Paso 2: Conecta y agenda».',
      use: ['En los cuatro pasos de cómo funciona Changas, en la home y en /how-it-works.'],
      avoid: [
        'Para un valor o un beneficio sin orden: usar FeatureCard.',
        'Para el progreso de un asistente: usar WizardStepper.',
      ],
      accessibility: [
        'El número del círculo es decorativo; el encabezado incluye «Paso n:» oculto para el lector de pantalla.',
        'El número va en blanco sobre el color primario, con contraste AA.',
      ],
    }),
  },
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
