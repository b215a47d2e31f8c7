import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpPage } from './HelpPage';

const meta = {
  title: 'Pages/Static/HelpPage',
  component: HelpPage,
  parameters: { layout: 'fullscreen', route: '/help' },
} satisfies Meta<typeof HelpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
