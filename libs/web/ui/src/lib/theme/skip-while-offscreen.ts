/**
 * Lets the browser skip laying out and painting a block while it is far from the screen
 * (`content-visibility: auto`): a long list's first layout, and the one the web font's arrival causes,
 * then cover only the cards in view. Until the block is first drawn it counts as `estimatedHeight` tall,
 * afterwards as tall as it was drawn. For small blocks on the page's own background, such as cards: the
 * block paints nothing outside its box, and while it is skipped axe measures its content against whatever
 * lies there (Lighthouse and the journeys failed contrast on skipped page sections and on the footer).
 */
export const skipWhileOffscreen = (estimatedHeight: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}px`,
});
