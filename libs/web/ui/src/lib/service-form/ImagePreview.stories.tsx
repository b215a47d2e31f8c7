import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePreview } from './ImagePreview';

// An inline picture, so the story shows an image without reaching the network.
const SAMPLE_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#2e7d32"/><circle cx="160" cy="90" r="50" fill="#a5d6a7"/></svg>',
  );

const meta = {
  title: 'Service form/ImagePreview',
  component: ImagePreview,
  args: { url: SAMPLE_IMAGE },
} satisfies Meta<typeof ImagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No URL yet. */
export const Empty: Story = { args: { url: '' } };

/** A URL that does not answer with an image: the notice replaces it. */
export const Error: Story = { args: { url: 'https://imagen-inexistente.invalid/foto.jpg' } };
