import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as aboutUs from '../about-us/AboutUsPage.stories';
import * as help from '../help/HelpPage.stories';
import * as howItWorks from '../how-it-works/HowItWorksPage.stories';
import * as notFound from '../not-found/NotFoundPage.stories';
import * as privacy from '../privacy/PrivacyPage.stories';
import * as terms from '../terms/TermsPage.stories';
import { failOnConsoleProblems } from './render-page';

const pages = [aboutUs, help, howItWorks, notFound, privacy, terms].map((stories) => {
  const { Default } = composeStories(stories);
  return [stories.default.title, Default] as const;
});

describe('page stories', () => {
  failOnConsoleProblems();

  it.each(pages)('%s renders with one h1', (_title, Story) => {
    render(<Story />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
