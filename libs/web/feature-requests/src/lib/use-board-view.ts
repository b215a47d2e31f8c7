import { useSearchParams } from 'react-router-dom';
import type { BoardView } from '@changas/web/ui';

const VIEW_PARAM = 'vista';
const LIST_VALUE = 'lista';

/** The kanban or list view, kept in the address (`?vista=lista`) so a reload or a shared link keeps it. */
export function useBoardView(): [BoardView, (view: BoardView) => void] {
  const [params, setParams] = useSearchParams();
  const view: BoardView = params.get(VIEW_PARAM) === LIST_VALUE ? 'list' : 'kanban';
  const setView = (next: BoardView) =>
    setParams(
      (current) => {
        if (next === 'list') current.set(VIEW_PARAM, LIST_VALUE);
        else current.delete(VIEW_PARAM);
        return current;
      },
      { replace: true },
    );
  return [view, setView];
}
