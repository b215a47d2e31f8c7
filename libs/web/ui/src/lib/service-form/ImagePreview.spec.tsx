import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import * as stories from './ImagePreview.stories';

const { Default, Empty, Error } = composeStories(stories);

describe('ImagePreview', () => {
  it('shows the image', () => {
    render(<Default />);
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      Default.args.url,
    );
  });

  it('asks for a URL when there is none', () => {
    render(<Empty />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Agrega una URL para ver cómo se verá la imagen.')).toBeInTheDocument();
  });

  it('falls back to a notice when the image fails, and tries again with another URL', () => {
    const { rerender } = render(<Error />);
    fireEvent.error(screen.getByRole('img', { name: 'Vista previa de la imagen' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByText('No se pudo cargar la imagen. Revisa que la URL sea correcta y pública.'),
    ).toBeInTheDocument();

    rerender(<Error url="https://example.com/otra.jpg" />);
    expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      'https://example.com/otra.jpg',
    );
  });
});
