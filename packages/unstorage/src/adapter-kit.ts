import { storeAdapter } from '@output-limits/core/store-kit';

/** The behaviour shared with the other adapters; errors read `[output-limits/unstorage] ...`, a driver error without a code is `'ESTORAGE'`. */
export const kit = storeAdapter({ component: 'unstorage', fallbackCode: 'ESTORAGE' });
