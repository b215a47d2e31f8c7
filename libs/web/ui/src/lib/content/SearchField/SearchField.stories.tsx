import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField, type SearchFieldProps } from './SearchField';

/** Keeps the value in state so the story can be typed into. */
function StatefulSearchField(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return <SearchField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Content/SearchField',
  component: SearchField,
  args: {
    label: 'Buscar en el centro de ayuda',
    placeholder: 'Ej.: pagos, comisión, contraseña',
    value: '',
    onChange: () => undefined,
  },
  render: (args) => <StatefulSearchField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { value: 'pago', helperText: '3 preguntas encontradas' } };

export const Disabled: Story = { args: { value: 'pago', disabled: true } };
