import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeading } from './SectionHeading';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/SectionHeading',
  component: SectionHeading,
  parameters: {
    docs: usageNotes({
      summary:
        'El título de una sección con una frase opcional debajo; deja explícito el orden h1 → h2 → h3.',
      use: [
        'Dentro de PageSection y en los bloques de /dashboard.',
        'Con level={3} para los subtítulos dentro de una sección.',
      ],
      avoid: [
        'Para el título de la página: usar PageHero o el h1 propio de la pantalla.',
        'Para una sección completa con su franja: usar PageSection.',
      ],
      accessibility: [
        'Elegir el nivel según el lugar, sin saltar de h1 a h3.',
        'Con id sirve de ancla, y al saltar a él deja lugar para el encabezado fijo.',
      ],
    }),
  },
  args: { title: 'Nuestra historia' },
} satisfies Meta<typeof SectionHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CenteredWithSubtitle: Story = {
  args: {
    title: 'Lo que nos guía',
    subtitle: 'Cuatro ideas que orientan cada decisión que tomamos.',
    align: 'center',
  },
};

export const Level3: Story = { args: { title: 'Para quienes contratan', level: 3 } };
