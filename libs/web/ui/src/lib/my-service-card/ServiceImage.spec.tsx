import { composeStories } from '@storybook/react-vite';
import { fireEvent, render } from '@testing-library/react';
import * as stories from './ServiceImage.stories';

const { Default, WithoutImage, BrokenImage, Tall } = composeStories(stories);

const pictogram = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('data-testid');

describe('ServiceImage', () => {
  it('shows the picture as decoration: empty alt, loaded lazily', () => {
    const { container } = render(<Default />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(pictogram(container)).toBeUndefined();
  });

  it("shows the category's pictogram when there is no picture", () => {
    const { container } = render(<WithoutImage />);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(pictogram(container)).toBe('PlumbingIcon');
  });

  it('replaces a picture that fails to load with the same fallback', () => {
    const { container } = render(<BrokenImage />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(pictogram(container)).toBe('ElectricalServicesIcon');
  });

  it('takes the height it is given', () => {
    const { container } = render(<Tall />);
    expect(container.querySelector('img')?.parentElement).toHaveStyle({ height: '320px' });
  });

  it("fetches a page's main picture at once and first", () => {
    const image = render(<Tall />).container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
