// Typed UI string keys: the English catalogs are the source of truth, so `t('common:missing')` fails `tsc`.
// The German catalogs must have exactly the same keys (checked by catalogKeys.test.ts).
import type blocks from '../../public/locales/en/blocks.json';
import type calc from '../../public/locales/en/calc.json';
import type common from '../../public/locales/en/common.json';
import type newsletter from '../../public/locales/en/newsletter.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      blocks: typeof blocks;
      calc: typeof calc;
      newsletter: typeof newsletter;
    };
  }
}
