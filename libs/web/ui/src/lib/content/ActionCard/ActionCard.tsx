import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';

export interface ActionCardProps {
  title: string;
  description?: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** Runs on click; the card is a button. */
  onClick?: () => void;
  /** Where the card leads; the card is a link. */
  to?: string;
  /** Makes the card a toggle (aria-pressed) and highlights it when true. */
  selected?: boolean;
  /** Muted text and surface, no hover, out of the tab order and not clickable. */
  disabled?: boolean;
}

function cardBackground(theme: Theme, selected: boolean | undefined, disabled: boolean) {
  if (disabled) return theme.palette.action.selected;
  return selected ? alpha(theme.palette.primary.main, 0.06) : theme.palette.background.paper;
}

/** A whole card that works as one button (a help topic that filters) or one link (a dashboard shortcut). */
export function ActionCard({
  title,
  description,
  icon,
  onClick,
  to,
  selected,
  disabled = false,
}: ActionCardProps) {
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        height: '100%',
        borderWidth: 2,
        borderColor: selected && !disabled ? 'primary.main' : 'divider',
        bgcolor: cardBackground(theme, selected, disabled),
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
      })}
    >
      <CardActionArea
        {...(to ? { component: RouterLink, to } : { onClick, 'aria-pressed': selected })}
        disabled={disabled}
        aria-disabled={disabled || undefined}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1,
        }}
      >
        {icon && (
          <Box
            aria-hidden
            sx={{
              color: disabled ? 'text.disabled' : 'primary.main',
              display: 'inline-flex',
              '& svg': { fontSize: 32 },
            }}
          >
            {icon}
          </Box>
        )}
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.05rem', color: disabled ? 'text.disabled' : 'text.primary' }}
        >
          {title}
        </Typography>
        {description && (
          <Typography
            component="span"
            variant="body2"
            sx={{ color: disabled ? 'text.disabled' : 'text.secondary' }}
          >
            {description}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
