import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeaderBadge } from './LeaderBadge';

const meta = { title: 'Catalog/LeaderBadge', component: LeaderBadge } satisfies Meta<typeof LeaderBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Medium: Story = { args: { size: 'medium' } };
