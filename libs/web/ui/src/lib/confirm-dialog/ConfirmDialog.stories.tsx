import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: '¿Desactivar este servicio?',
    message: 'No aparecerá en las búsquedas hasta que lo actives de nuevo.',
    confirmLabel: 'Desactivar',
    busyLabel: 'Desactivando...',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = {
  args: {
    title: '¿Eliminar este servicio?',
    message: 'Se eliminará de forma permanente. Esta acción no se puede deshacer.',
    confirmLabel: 'Eliminar',
    busyLabel: 'Eliminando...',
    destructive: true,
  },
};

export const Busy: Story = { args: { busy: true } };

export const Closed: Story = { args: { open: false } };
