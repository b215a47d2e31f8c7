/** The WCAG levels Changas commits to: the a11y panel (preview.tsx) and the story check run the same axe rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
