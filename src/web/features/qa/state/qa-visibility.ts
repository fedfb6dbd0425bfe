/**
 * When the QA tools may open (docs/PRODUCT.md §2: "QA and messaging tools open only when dev mode
 * is included or a lab flag is on"): the instance runs in dev mode (`GET /api/instance` devMode),
 * or the `lab` feature flag is active for this browser.
 */
import { useInstanceInfo } from '../../auth';
import { useFlag } from '../../flags';

export interface QaVisibilityInput {
  devMode: boolean | undefined;
  labActive: boolean;
}

export function canOpenQaTools({ devMode, labActive }: QaVisibilityInput): boolean {
  return devMode === true || labActive;
}

/** React hook over the instance info and the flag store. */
export function useQaToolsAvailable(): boolean {
  const instance = useInstanceInfo();
  const labActive = useFlag('lab');
  return canOpenQaTools({ devMode: instance.data?.devMode, labActive });
}
