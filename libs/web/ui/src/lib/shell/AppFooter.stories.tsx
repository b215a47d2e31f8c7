import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'Shell/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { year: 2026 } };

export const Mobile: Story = { args: { year: 2026 }, globals: { viewport: { value: 'mobile1' } } };
