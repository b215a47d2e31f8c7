import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { normalizeSearchText } from '@changas/shared/util';
import { CategoryIcon } from '../category/CategoryIcon';

export interface ServiceImageProps {
  imageUrl: string | null;
  /** The category's name; its pictogram stands in when there is no image or it fails to load. */
  category: string;
  height?: number;
  /**
   * The page's main picture (the detail's): fetched at once and first, since it is what the visitor
   * waits for. Cards in a list load lazily instead.
   */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A service's picture. Decorative (alt ''): the card's title already names the service. */
export function ServiceImage({ imageUrl, category, height = 160, priority = false, sx }: ServiceImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;

  return (
    <Box
      sx={[
        {
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          overflow: 'hidden',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedUrl(imageUrl)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <CategoryIcon slug={normalizeSearchText(category)} sx={{ fontSize: height / 2.5 }} />
      )}
    </Box>
  );
}
