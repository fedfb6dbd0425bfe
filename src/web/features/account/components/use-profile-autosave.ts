/**
 * The profile's autosave (docs/PRODUCT.md §4 Account, §9): each edit restarts a 1 second timer,
 * then the fields that differ from what the server has go to /v3/acctchange. One request at a time:
 * an edit made while one is in flight is sent after it, against what that one saved. Leaving the
 * page sends what is still waiting.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorFor, formError } from '../api/account-request';
import {
  PROFILE_DEBOUNCE_MS,
  profileChange,
  profileErrors,
  type Profile,
  type ProfileChange,
} from '../state/account';

export type SaveProfile = (change: ProfileChange, before: Profile) => Promise<Profile>;

export type AutosaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

/** The request field each profile field is sent as (server errors name these). */
const FIELD_NAMES: Record<keyof Profile, string[]> = {
  firstName: ['newfirst_name', 'first_name'],
  lastName: ['newlast_name', 'last_name'],
  description: ['newbio', 'bio', 'description'],
};

export function useProfileAutosave(
  initial: Profile,
  save: SaveProfile,
  onSaved: (profile: Profile) => void,
) {
  const [draft, setDraft] = useState(initial);
  const [state, setState] = useState<AutosaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  const saved = useRef(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);
  const callbacks = useRef({ save, onSaved });
  callbacks.current = { save, onSaved };

  const flush = useCallback(async (): Promise<void> => {
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const change = profileChange(saved.current, latest.current);
    if (!change) {
      if (mounted.current) setState((s) => (s === 'waiting' ? 'idle' : s));
      return;
    }
    if (mounted.current) setState('saving');
    const run = callbacks.current
      .save(change, saved.current)
      .then((profile) => {
        saved.current = profile;
        callbacks.current.onSaved(profile);
        if (!mounted.current) return;
        setError(null);
        // Still edits waiting for their timer: "Saved" would be premature.
        setState(timer.current ? 'waiting' : 'saved');
      })
      .catch((failure: unknown) => {
        if (!mounted.current) return;
        setError(failure);
        setState('error');
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
  }, []);

  const edit = useCallback(
    (field: keyof Profile, value: string) => {
      latest.current = { ...latest.current, [field]: value };
      setDraft(latest.current);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), PROFILE_DEBOUNCE_MS);
      setState('waiting');
    },
    [flush],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) {
        clearTimeout(timer.current);
        void flush();
      }
    };
  }, [flush]);

  const limits = profileErrors(draft);
  const fieldError = (field: keyof Profile): string | null =>
    limits[field] ?? (state === 'error' ? errorFor(error, ...FIELD_NAMES[field]) : null);
  const generalError =
    state === 'error' ? formError(error, ...Object.values(FIELD_NAMES).flat()) : null;

  return { draft, state, edit, fieldError, generalError };
}
