import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from './TableOfContents';

const meta = {
  title: 'Content/TableOfContents',
  component: TableOfContents,
  args: {
    items: [
      { id: 'introduccion', label: 'Introducción' },
      { id: 'definiciones', label: 'Definiciones' },
      { id: 'pagos-y-comisiones', label: 'Pagos y comisiones' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomTitle: Story = { args: { title: 'En esta página' } };
