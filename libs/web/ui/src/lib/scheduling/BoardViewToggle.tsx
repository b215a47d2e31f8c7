import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListIcon from '@mui/icons-material/ViewList';

/** How a list of requests is laid out: in columns by status, or one after the other. */
export type BoardView = 'kanban' | 'list';

export const BOARD_VIEW_TEXTS = { label: 'Vista', kanban: 'Tablero', list: 'Lista' } as const;

export interface BoardViewToggleProps {
  value: BoardView;
  onChange: (view: BoardView) => void;
  disabled?: boolean;
}

/** Switches between the kanban and the list view; the current one stays pressed. */
export function BoardViewToggle({ value, onChange, disabled = false }: BoardViewToggleProps) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      disabled={disabled}
      aria-label={BOARD_VIEW_TEXTS.label}
      // A click on the pressed button answers null: the view stays as it is.
      onChange={(_event, view: BoardView | null) => view && onChange(view)}
    >
      <ToggleButton value="kanban" sx={{ gap: 0.75, px: 1.5 }}>
        <ViewKanbanOutlinedIcon fontSize="small" aria-hidden />
        {BOARD_VIEW_TEXTS.kanban}
      </ToggleButton>
      <ToggleButton value="list" sx={{ gap: 0.75, px: 1.5 }}>
        <ViewListIcon fontSize="small" aria-hidden />
        {BOARD_VIEW_TEXTS.list}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
