import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';

const NavigationPending = createContext(false);

/** True while the next route's screen is still loading (its lazy chunk), the current one staying on screen. */
export const useNavigationPending = () => useContext(NavigationPending);

/**
 * The declarative router (BrowserRouter's few lines, without the data router's 50 kB) with each
 * navigation in a React transition: the page stays until the next screen's code has arrived, and the
 * shell learns that one is on its way.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPending.Provider value={pending}>
      <Router navigator={history} location={state.location} navigationType={state.action}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
