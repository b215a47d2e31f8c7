import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { PageHero } from './PageHero';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/PageHero',
  component: PageHero,
  parameters: {
    docs: usageNotes({
      summary:
        'La franja de apertura de una página de contenido: antetítulo, el h1, un subtítulo y acciones opcionales.',
      use: ['Arriba de /about-us, /how-it-works, /help y las páginas legales (alineada a la izquierda).'],
      avoid: [
        'En la home: usar HeroSearch, que trae el buscador.',
        'Para el título de una sección de la página: usar PageSection o SectionHeading.',
      ],
      accessibility: ['Es una región nombrada por su h1, que tiene que ser el único h1 de la página.'],
    }),
    layout: 'fullscreen',
  },
  args: {
    title: 'Sobre nosotros',
    subtitle: 'Conectamos a quienes necesitan una mano con profesionales de confianza de su zona.',
  },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithEyebrowAndActions: Story = {
  args: {
    eyebrow: 'Cómo funciona',
    title: 'Cómo funciona Changas',
    actions: (
      <>
        <Button variant="contained" size="large">
          Crear cuenta gratis
        </Button>
        <Button variant="outlined" size="large">
          Ver video explicativo
        </Button>
      </>
    ),
  },
};

export const LeftAligned: Story = {
  args: { align: 'left', title: 'Términos y condiciones', subtitle: undefined },
};
