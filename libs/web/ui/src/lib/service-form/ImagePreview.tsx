import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

export interface ImagePreviewProps {
  /** The image to show; empty shows a hint instead. */
  url: string;
  height?: number;
}

const PREVIEW_TEXTS = {
  caption: 'Vista previa de la imagen',
  empty: 'Agrega una URL para ver cómo se verá la imagen.',
  failed: 'No se pudo cargar la imagen. Revisa que la URL sea correcta y pública.',
} as const;

/** A live preview of an image URL that falls back to a notice when there is none or it fails to load. */
export function ImagePreview({ url, height = 180 }: ImagePreviewProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = url !== '' && url === failedUrl;
  const notice = url === '' ? PREVIEW_TEXTS.empty : failed ? PREVIEW_TEXTS.failed : null;
  const NoticeIcon = failed ? BrokenImageOutlinedIcon : ImageOutlinedIcon;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        aria-live="polite"
        sx={{
          height,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          px: 2,
          textAlign: 'center',
        }}
      >
        {notice ? (
          <>
            <NoticeIcon color={failed ? 'error' : 'disabled'} sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {notice}
            </Typography>
          </>
        ) : (
          <Box
            component="img"
            src={url}
            alt={PREVIEW_TEXTS.caption}
            onError={() => setFailedUrl(url)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {PREVIEW_TEXTS.caption}
      </Typography>
    </Box>
  );
}
