import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './TimeSelect.stories';

const { Hourly, QuarterHours, OutsideTheList, Disabled } = composeStories(stories);

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('TimeSelect', () => {
  it('offers the hours 08:00 to 20:00 and answers the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Hourly onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Desde' });
    expect(field).toHaveDisplayValue('09:00');
    expect(options('Desde')).toEqual([
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
    await user.selectOptions(field, '14:00');
    expect(onChange).toHaveBeenLastCalledWith('14:00');
    expect(field).toHaveDisplayValue('14:00');
  });

  it('reads every quarter hour of the day in 24 h, never AM or PM', () => {
    render(<QuarterHours />);
    expect(screen.getByRole('combobox', { name: 'Hasta' })).toHaveDisplayValue('13:15');
    const times = options('Hasta');
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
    expect(times.every((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time ?? ''))).toBe(true);
    expect(screen.getByRole('option', { name: '13:15', selected: true })).toBeInTheDocument();
  });

  it('is the browser’s own select, reached with Tab', async () => {
    // Typing the digits of a time moves to it, as in any select of the browser (checked in the wizard's
    // browser journey: jsdom has no select type-ahead).
    const user = userEvent.setup();
    render(<QuarterHours />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Hasta' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Hasta' }).tagName).toBe('SELECT');
  });

  it('keeps a saved time that is not in the list', () => {
    render(<OutsideTheList />);
    const times = options('Desde');
    expect(times).toContain('09:37');
    expect(times.indexOf('09:37')).toBe(times.indexOf('09:00') + 1);
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox', { name: 'Desde' })).toBeDisabled();
  });
});
