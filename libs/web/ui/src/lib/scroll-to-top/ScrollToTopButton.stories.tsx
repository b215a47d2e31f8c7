import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTopButton } from './ScrollToTopButton';

const meta = {
  title: 'Shell/ScrollToTopButton',
  component: ScrollToTopButton,
} satisfies Meta<typeof ScrollToTopButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the page has scrolled past the threshold. */
export const Hidden: Story = {};

/** A threshold of -1 makes it visible at the top, to show its look. */
export const Visible: Story = { args: { threshold: -1 } };
