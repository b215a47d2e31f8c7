import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { emptyWeekSchedule } from './AvailabilityEditor';
import * as stories from './AvailabilityEditor.stories';

const { Default, Filled, QuarterHours, Error, DayWithoutSlots, Disabled } = composeStories(stories);

const day = (name: string) => screen.getByRole('group', { name });
const slot = (dayName: string, position: number) =>
  within(day(dayName)).getByRole('group', { name: `Horario ${position}` });

describe('AvailabilityEditor', () => {
  it('offers the seven days, none switched on', () => {
    render(<Default />);
    const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
    for (const name of days) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
      expect(day(name)).toHaveTextContent('No disponible');
    }
  });

  it('switches a day on with the default 09:00-17:00 slot, chosen among the hours 08:00 to 20:00', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Lunes' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyWeekSchedule(),
      monday: { enabled: true, timeSlots: [{ start: '09:00', end: '17:00' }] },
    });
    expect(within(day('Lunes')).queryByText('Sin horarios: agrega al menos uno.')).not.toBeInTheDocument();

    const start = within(slot('Lunes', 1)).getByRole('combobox', { name: 'Desde' });
    expect(start).toHaveDisplayValue('09:00');
    const hours = within(start).getAllByRole('option');
    expect(hours.map((hour) => hour.textContent)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
    await user.selectOptions(start, '10:00');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ monday: { enabled: true, timeSlots: [{ start: '10:00', end: '17:00' }] } }),
    );

    await user.click(within(day('Lunes')).getByRole('button', { name: 'Agregar horario' }));
    expect(within(day('Lunes')).getAllByRole('group', { name: /^Horario / })).toHaveLength(2);
  });

  it('asks for a slot once the last one of a day is removed', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('switch', { name: 'Lunes' }));
    await user.click(screen.getByRole('button', { name: 'Quitar horario 09:00-17:00 del Lunes' }));
    expect(within(day('Lunes')).getByText('Sin horarios: agrega al menos uno.')).toBeInTheDocument();
  });

  it('removes a slot and keeps the focus on the day', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Filled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Quitar horario 09:00-13:00 del Lunes' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ monday: { enabled: true, timeSlots: [{ start: '14:00', end: '18:00' }] } }),
    );
    expect(within(day('Lunes')).getByRole('button', { name: 'Agregar horario' })).toHaveFocus();
  });

  it('keeps the hours of a day switched off, to give them back when it is on again', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Filled onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Lunes' }));
    expect(day('Lunes')).toHaveTextContent('No disponible');
    await user.click(screen.getByRole('switch', { name: 'Lunes' }));
    expect(within(slot('Lunes', 2)).getByRole('combobox', { name: 'Desde' })).toHaveDisplayValue('14:00');
  });

  it('picks any quarter hour in 24 h and keeps the last slot of a day when asked to (edit wizard)', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<QuarterHours onChange={onChange} />);
    const end = within(slot('Miércoles', 1)).getByRole('combobox', { name: 'Hasta' });
    expect(end).toHaveDisplayValue('12:45');
    expect(screen.getByRole('button', { name: 'Quitar horario 09:30-12:45 del Miércoles' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar horario 09:00-13:00 del Lunes' })).toBeEnabled();

    await user.selectOptions(end, '13:15');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        wednesday: { enabled: true, timeSlots: [{ start: '09:30', end: '13:15' }] },
      }),
    );
  });

  it("shows the week's error when no day is on", () => {
    render(<Error />);
    for (const name of ['Lunes', 'Martes', 'Domingo']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('group', { name: 'Días y horarios' })).toHaveAccessibleDescription(
      'Selecciona al menos un día disponible',
    );
  });

  it("shows a day's error under that day only", () => {
    render(<DayWithoutSlots />);
    expect(screen.getByRole('switch', { name: 'Martes' })).toBeChecked();
    expect(day('Martes')).toHaveAccessibleDescription('Agrega horarios para Martes');
    expect(day('Lunes')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('group', { name: 'Días y horarios' })).not.toHaveAccessibleDescription();
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('switch', { name: 'Lunes' })).toBeDisabled();
    expect(within(day('Lunes')).getByRole('button', { name: 'Agregar horario' })).toBeDisabled();
  });
});
