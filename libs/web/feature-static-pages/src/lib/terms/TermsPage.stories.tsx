import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Pages/Static/TermsPage',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms-and-conditions' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
