import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Content/SectionHeading',
  component: SectionHeading,
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
