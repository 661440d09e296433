import { createContext, useContext, useEffect } from 'react';
import { ApiError } from '@/lib/api-error';

// The server answers NOT_FOUND for a student the viewer may not see: not linked, link revoked, or no
// such person. The page says the same for all three, so nobody learns that an id exists.

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'NOT_FOUND' || error.status === 404);

/** Set by the student view's shell: any call answering NOT_FOUND turns the whole page into one. */
export const HideStudentContext = createContext<() => void>(() => {});

/** Reports a NOT_FOUND answer to the shell; true while the section should show nothing of its own. */
export function useHideOnNotFound(error: unknown): boolean {
  const hide = useContext(HideStudentContext);
  const notFound = isNotFound(error);
  useEffect(() => {
    if (notFound) hide();
  }, [notFound, hide]);
  return notFound;
}
