import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './WeeklyAvailability.stories';

const { Default, OnlySaturday, Empty } = composeStories(stories);

const rowOf = (day: string) => screen.getByRole('rowheader', { name: day }).closest('tr') as HTMLElement;

describe('WeeklyAvailability', () => {
  it('lists Monday to Sunday in Spanish with each day’s ranges', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Disponibilidad semanal' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
    expect(rowOf('Lunes')).toHaveTextContent('09:00-13:0015:00-19:00');
    expect(rowOf('Miércoles')).toHaveTextContent('No disponible');
    expect(rowOf('Sábado')).toHaveTextContent('10:00-14:00');
  });

  it('treats days left out as not available', () => {
    render(<OnlySaturday />);
    expect(rowOf('Lunes')).toHaveTextContent('No disponible');
    expect(rowOf('Sábado')).toHaveTextContent('10:00-18:00');
  });

  it('shows a whole week off', () => {
    render(<Empty label="Horarios del servicio" />);
    expect(screen.getByRole('table', { name: 'Horarios del servicio' })).toBeInTheDocument();
    expect(screen.getAllByText('No disponible')).toHaveLength(7);
  });
});
