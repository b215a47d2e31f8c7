import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { PageHero } from './PageHero';

const meta = {
  title: 'Content/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
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
