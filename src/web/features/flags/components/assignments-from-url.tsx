import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFlagsStore } from '../state/flags-store';
import {
  clearStoredAssignments,
  planAssignments,
  readStoredAssignments,
  storeAssignments,
} from '../state/query-assignments';

/**
 * Watches the URL for `assign` (repeatable) and `sticky=true` and feeds the flags store
 * (docs/PRODUCT.md §2, last redirect rule); on app load, a stored `query_assignments` cookie is
 * turned into the `assign` query. Renders nothing; mount once inside the router.
 */
export function AssignmentsFromUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const setQueryAssignments = useFlagsStore((s) => s.setQueryAssignments);
  const loaded = useRef(false);

  useEffect(() => {
    // The stored cookie is only turned into `assign` when the app loads, not on every navigation
    // (otherwise an in-app redirect would consume a sticky assignment straight away).
    const stored = loaded.current ? [] : readStoredAssignments();
    loaded.current = true;
    const step = planAssignments(new URLSearchParams(location.search), stored);
    switch (step.kind) {
      case 'apply':
        setQueryAssignments(step.values);
        if (step.sticky) storeAssignments(step.values);
        break;
      case 'redirect':
        if (!step.keepCookie) clearStoredAssignments();
        void navigate(
          { pathname: location.pathname, search: step.search, hash: location.hash },
          { replace: true },
        );
        break;
      case 'none':
        break;
    }
  }, [location.pathname, location.search, location.hash, navigate, setQueryAssignments]);

  return null;
}
