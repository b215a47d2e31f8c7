import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './ServiceCardSkeleton.stories';

const { Default, Row } = composeStories(stories);

describe('ServiceCardSkeleton', () => {
  it('is hidden from assistive technology and from the keyboard, leaving the loading text to the page', () => {
    const { container } = render(<Default />);
    expect(container.querySelector('.MuiCard-root')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[tabindex], a, button')).toHaveLength(0);
  });

  it('keeps the shape of a service card: picture, texts and the button', () => {
    const { container } = render(<Default />);
    expect(container.querySelector('.MuiSkeleton-rectangular')).toHaveStyle({ height: '180px' });
    expect(container.querySelectorAll('.MuiSkeleton-text')).toHaveLength(6);
    expect(container.querySelectorAll('.MuiSkeleton-rounded')).toHaveLength(1);
  });

  it('repeats side by side as the listing shows it', () => {
    const { container } = render(<Row />);
    expect(container.querySelectorAll('.MuiCard-root')).toHaveLength(3);
  });
});
