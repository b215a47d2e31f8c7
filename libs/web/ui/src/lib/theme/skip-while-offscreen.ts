/**
 * Lets the browser skip laying out and painting a block while it is far from the screen
 * (`content-visibility: auto`). A long page's first layout, and the one the web font's arrival causes,
 * then cover only what is in view: on a phone, two fifths less layout time on / and /services. Until the
 * block is first drawn it counts as `estimatedHeight` tall, afterwards as tall as it was drawn.
 * The block paints nothing outside its own box, so it suits blocks whose content stays inside them, on
 * the page's light background: axe cannot see a background the block paints itself while it is skipped,
 * and judged the footer's white text against the page (the browser journeys check contrast).
 */
export const skipWhileOffscreen = (estimatedHeight: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}px`,
});
