import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './MonthCalendar.stories';

const {
  Default,
  Selected,
  ReadOnly,
  Loading,
  Empty,
  WithHolidays,
  Error: LoadError,
} = composeStories(stories);

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it('shows 6 weeks from Monday with Spanish labels and only the free days of the horizon enabled', () => {
    render(<Default />);
    const grid = screen.getByRole('grid', { name: 'Elige una fecha: Marzo de 2026' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do']);
    expect(within(grid).getAllByRole('row')[1].textContent).toBe('1');
    expect(day('Martes, 3 de marzo de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sábado, 7 de marzo de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Miércoles, 11 de marzo de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Lunes, 9 de marzo de 2026')).toHaveAttribute('aria-disabled', 'false');
  });

  it('picks a free day and ignores the others', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<Default onChange={onChange} />);
    await user.click(day('Miércoles, 11 de marzo de 2026'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('Lunes, 9 de marzo de 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-03-09');
    expect(day('Lunes, 9 de marzo de 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves through the days with the keyboard and stays inside the horizon', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<Default onChange={onChange} />);
    await user.tab();
    await user.tab();
    // The previous month is out of reach: the tab stop after 'Mes siguiente' is the first free day.
    expect(day('Miércoles, 4 de marzo de 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('Jueves, 12 de marzo de 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-03-12');
    await user.keyboard('{Home}');
    expect(day('Lunes, 9 de marzo de 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Elige una fecha: Abril de 2026' })).toBeInTheDocument();
    expect(day('Jueves, 9 de abril de 2026')).toHaveFocus();
    expect(day('Jueves, 9 de abril de 2026')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{PageDown}');
    expect(day('Jueves, 9 de abril de 2026')).toHaveFocus();
    await user.keyboard('{PageUp}{End}');
    expect(day('Domingo, 15 de marzo de 2026')).toHaveFocus();
  });

  it('changes month with the arrows only within the horizon', async () => {
    const user = userEvent.setup();
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByText('Abril de 2026')).toBeInTheDocument();
    expect(day('Viernes, 3 de abril de 2026')).toHaveAttribute('aria-disabled', 'false');
    expect(day('Lunes, 6 de abril de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
  });

  it('marks the chosen day', () => {
    render(<Selected />);
    expect(day('Lunes, 9 de marzo de 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Lunes, 9 de marzo de 2026')).toHaveAttribute('tabindex', '0');
  });

  it('only shows the free days when read-only', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Elige una fecha: Marzo de 2026' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(table).toHaveTextContent('Lunes, 9 de marzo de 2026, con turnos disponibles');
    expect(table).toHaveTextContent('Sábado, 7 de marzo de 2026, sin turnos');
    expect(screen.getByText('Días con turnos disponibles')).toBeInTheDocument();
  });

  it("disables a feriado, names it in the day and lists the month's feriados under it", async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<WithHolidays onChange={onChange} />);
    const memoria = 'Feriado: Día Nacional de la Memoria por la Verdad y la Justicia';

    const holiday = day(`Martes, 24 de marzo de 2026, ${memoria}`);
    expect(holiday).toHaveAttribute('aria-disabled', 'true');
    expect(holiday).toHaveAttribute('title', memoria);
    await user.click(holiday);
    expect(onChange).not.toHaveBeenCalled();
    const legend = screen.getByRole('list', { name: 'Feriados del mes' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`24 de marzo: ${memoria}`]);

    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(
      within(screen.getByRole('list', { name: 'Feriados del mes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 de abril: Feriado: Día del Veterano y de los Caídos en la Guerra de Malvinas',
      '3 de abril: Feriado: Viernes Santo',
    ]);
    expect(day('Viernes, 3 de abril de 2026, Feriado: Viernes Santo')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('lists no feriados in a month without them', () => {
    render(<Default />);
    expect(screen.queryByRole('list', { name: 'Feriados del mes' })).not.toBeInTheDocument();
  });

  it('names a feriado when read-only too', () => {
    render(<WithHolidays readOnly onChange={undefined} />);
    expect(screen.getByRole('table')).toHaveTextContent(
      'Martes, 24 de marzo de 2026, Feriado: Día Nacional de la Memoria por la Verdad y la Justicia, sin turnos',
    );
  });

  it('says it is loading', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando fechas...');
  });

  it('says when no day has a free slot', () => {
    render(<Empty />);
    expect(
      screen.getByText('No hay fechas con turnos disponibles en los próximos días.'),
    ).toBeInTheDocument();
    expect(day('Lunes, 9 de marzo de 2026')).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers a retry when the days cannot be loaded', async () => {
    const onRetry = fn();
    render(<LoadError error={{ message: 'No se pudo obtener el calendario del servicio', onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo obtener el calendario del servicio');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
