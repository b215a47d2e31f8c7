/** The tag the story accessibility check reads (from the build's index) to open a story at phone width. */
export const PHONE_TAG = 'phone';

/**
 * A story seen on a phone spreads this (Storybook's 320 px viewport for its canvas) and writes
 * `tags: ['phone', '!autodocs']` itself: Storybook's indexer reads tags from the story's own source,
 * not from an imported object. The tag makes the accessibility check open it at phone width; a
 * desktop-wide docs page would misrepresent it, so it stays off it.
 */
export const phoneStory = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
