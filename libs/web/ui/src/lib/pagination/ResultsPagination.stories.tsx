import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResultsPagination } from './ResultsPagination';

const meta = {
  title: 'Navigation/ResultsPagination',
  component: ResultsPagination,
  args: { page: 1, count: 5, onChange: fn() },
} satisfies Meta<typeof ResultsPagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Middle: Story = { args: { page: 3 } };

export const LastPage: Story = { args: { page: 5 } };

export const ManyPages: Story = { args: { page: 10, count: 20 } };

/** On a phone: one line of 44 px targets, arrows for 'Anterior' and 'Siguiente', no neighbour pages. */
export const OnPhone: Story = { args: { page: 10, count: 20 }, globals: { viewport: { value: 'mobile1' } } };
