/**
 * Lets the browser skip laying out and painting a block while it is far from the screen
 * (`content-visibility: auto`). A long page's first layout, and the one the web font's arrival causes,
 * then cover only what is in view: on a phone, a third less layout time on / and /services. Until the
 * block is first drawn it counts as `estimatedHeight` tall, afterwards as tall as it was drawn.
 * The block paints nothing outside its own box, so it suits blocks whose content stays inside them.
 */
export const skipWhileOffscreen = (estimatedHeight: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}px`,
});
