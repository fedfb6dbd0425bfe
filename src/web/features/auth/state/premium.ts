import { useVisitorStore } from './visitor-store';

/**
 * Premium accounts (premium_status '1', docs/PRODUCT.md §6) get the premium fonts, widths and
 * shortcuts.
 */
export const usePremium = (): boolean => useVisitorStore((s) => s.user?.premiumStatus === '1');
