import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './RatingStars.stories';

const { Default, Tenths, Small, Large, Empty } = composeStories(stories);

const filledWidth = () => getComputedStyle(screen.getByTestId('filled-stars')).width;

describe('RatingStars', () => {
  it.each([
    ['half a star', Default, 'Calificación: 4,5 de 5', '90%'],
    ['tenths', Tenths, 'Calificación: 4,3 de 5', '86%'],
    ['whole stars', Small, '3 de 5 estrellas', '60%'],
    ['none', Empty, 'Calificación: 0,0 de 5', '0%'],
  ])('fills the gold stars to the value (%s) and is read by its label', (_, Story, label, width) => {
    render(<Story />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(filledWidth()).toBe(width);
  });

  it('keeps a value outside 0–5 within the five stars', () => {
    render(<Large value={7} />);
    expect(filledWidth()).toBe('100%');
  });

  it('draws ten stars in a few dozen elements, hidden from screen readers', () => {
    render(<Large />);
    const stars = screen.getByRole('img', { name: 'Calificación: 4,8 de 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(10);
    expect(stars.querySelectorAll('*').length).toBeLessThan(30);
    stars.querySelectorAll('svg').forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });
});
