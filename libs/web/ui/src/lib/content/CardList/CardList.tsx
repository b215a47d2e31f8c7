import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardListProps {
  /** The cards, each in its own `<li>` (or plain elements when `component` is 'div'). */
  children: ReactNode;
  /** Cards per row from the md breakpoint up: one on phones, two on tablets. */
  columns?: 2 | 3 | 4;
  /** 'ul' for a list of cards; 'div' for placeholders that are not a list yet (skeletons). */
  component?: 'ul' | 'div';
}

/**
 * A card far from the screen is neither laid out nor painted (`content-visibility: auto`): a long list's
 * first layout, and the one the web font's arrival causes, cover only the cards in view. Until a card is
 * first drawn it counts as this tall, afterwards as tall as it was drawn. Only for cards: they paint their
 * own background, and while a block is skipped axe measures its content against whatever lies there
 * (Lighthouse and the journeys failed contrast on skipped page sections and on the footer).
 */
const SKIPPED_CARD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 440px' } as const;

/**
 * The responsive grid every list of cards uses: one column on phones, two on tablets, `columns` from
 * md up. `minmax(0, 1fr)` lets a card shrink below its longest word, so a 320 px phone never scrolls sideways.
 */
export function CardList({ children, columns = 3, component = 'ul' }: CardListProps) {
  return (
    <Box
      component={component}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > *': SKIPPED_CARD,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
