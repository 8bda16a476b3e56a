/**
 * react-i18next imports `use-sync-external-store/shim` for Reacts before 18; React 19 has
 * the hook itself, so the build resolves that import here instead of bundling the shim.
 */
export { useSyncExternalStore } from 'react';
