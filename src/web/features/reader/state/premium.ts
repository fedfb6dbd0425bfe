import { useVisitorStore } from '../../auth';

/** Premium accounts (premium_status '1', spec §6) get the premium fonts, widths and shortcuts. */
export const usePremium = (): boolean => useVisitorStore((s) => s.user?.premiumStatus === '1');
