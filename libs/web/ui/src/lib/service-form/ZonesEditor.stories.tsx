import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ZonesEditor, type ZonesEditorProps, type ZoneValue } from './ZonesEditor';

function Controlled(props: ZonesEditorProps) {
  const [zones, setZones] = useState<ZoneValue[]>([...props.zones]);
  return (
    <ZonesEditor
      {...props}
      zones={zones}
      onChange={(next) => {
        setZones(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Service form/ZonesEditor',
  component: ZonesEditor,
  render: (args) => <Controlled {...args} />,
  args: { zones: [], onChange: fn() },
} satisfies Meta<typeof ZonesEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No zone yet. */
export const Empty: Story = {};

export const Default: Story = {
  args: {
    zones: [
      { province: 'Córdoba', locality: 'Río Cuarto' },
      { province: 'Ciudad Autónoma de Buenos Aires', locality: 'Palermo', neighborhood: 'Palermo Soho' },
    ],
  },
};

/** The wizard asked for a zone and there is none. */
export const Error: Story = { args: { error: 'Agrega al menos una zona de cobertura' } };

/** The edit wizard keeps the last zone. */
export const LastZoneKept: Story = {
  args: { zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }], canRemoveLast: false },
};

export const Disabled: Story = {
  args: { zones: [{ province: 'Salta', locality: 'Cafayate' }], disabled: true },
};
