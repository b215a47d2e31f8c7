import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { PageSection } from './PageSection';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/PageSection',
  component: PageSection,
  parameters: {
    docs: usageNotes({
      summary: 'Una franja de página: una sección (landmark) nombrada por su h2 y centrada en un contenedor.',
      use: [
        'Para ordenar en bloques la home y las páginas de contenido (historia, valores, preguntas, servicios destacados); tone="muted" alterna el fondo entre secciones seguidas.',
      ],
      avoid: [
        'Para un título sin franja (dentro de una tarjeta o del panel): usar SectionHeading.',
        'Para la apertura de la página: usar PageHero.',
      ],
      accessibility: [
        'Es un section con aria-labelledby hacia su h2, así aparece en la lista de regiones del lector de pantalla.',
        'Con id, el encabezado sirve de ancla para TableOfContents.',
      ],
    }),
    layout: 'fullscreen',
  },
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
