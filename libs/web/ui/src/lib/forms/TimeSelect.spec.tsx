import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './TimeSelect.stories';

const { Hourly, QuarterHours, OutsideTheList, Disabled } = composeStories(stories);

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('TimeSelect', () => {
  it('offers the hours 08:00 to 20:00 and answers the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Hourly onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Desde' });
    expect(field).toHaveTextContent('09:00');
    await user.click(field);
    expect(options()).toEqual([
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
    await user.click(screen.getByRole('option', { name: '14:00' }));
    expect(onChange).toHaveBeenLastCalledWith('14:00');
    expect(field).toHaveTextContent('14:00');
  });

  it('reads every quarter hour of the day in 24 h, never AM or PM', async () => {
    const user = userEvent.setup();
    render(<QuarterHours />);
    const field = screen.getByRole('combobox', { name: 'Hasta' });
    expect(field).toHaveTextContent('13:15');
    await user.click(field);
    const times = options();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
    expect(times.every((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time ?? ''))).toBe(true);
    expect(screen.getByRole('option', { name: '13:15' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is picked with the keyboard: typing the digits moves to the time', async () => {
    // MUI's type-ahead forgets what was typed after 500 ms; on a loaded machine jsdom can take that
    // long between keys, so the test's clock only moves when the test says so.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onChange = fn();
      render(<QuarterHours onChange={onChange} />);
      await user.tab();
      expect(screen.getByRole('combobox', { name: 'Hasta' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard('17:3');
      expect(screen.getByRole('option', { name: '17:30' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenLastCalledWith('17:30');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a saved time that is not in the list', async () => {
    const user = userEvent.setup();
    render(<OutsideTheList />);
    await user.click(screen.getByRole('combobox', { name: 'Desde' }));
    expect(options()).toContain('09:37');
    expect(options().indexOf('09:37')).toBe(options().indexOf('09:00') + 1);
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox', { name: 'Desde' })).toHaveAttribute('aria-disabled', 'true');
  });
});
