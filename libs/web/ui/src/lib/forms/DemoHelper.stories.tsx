import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { DemoHelper } from './DemoHelper';

const meta = {
  title: 'Forms/DemoHelper',
  component: DemoHelper,
  args: {
    visible: true,
    children: (
      <Button variant="outlined" size="small" onClick={fn()}>
        Usar credenciales de demostración
      </Button>
    ),
  },
} satisfies Meta<typeof DemoHelper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DebugValues: Story = {
  args: {
    label: 'Depuración',
    children: (
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        Token: 9f86d081884c7d659a2feaa0c55ad0… (longitud: 64)
      </Typography>
    ),
  },
};

/** Outside demo mode nothing is rendered. */
export const Hidden: Story = { args: { visible: false } };
