import type { ComponentType } from 'react';
import { preloadable } from '../ui/preloadable';
import type { Block } from '../engine/specTypes.generated';
import AccordionBlock from './AccordionBlock';
import ButtonsBlock from './ButtonsBlock';
import CalloutBlock from './CalloutBlock';
import CardsBlock from './CardsBlock';
import CarouselBlock from './CarouselBlock';
import HeroBlock from './HeroBlock';
import ModuleBlock from './ModuleBlock';
import ProseBlock from './ProseBlock';
import StepsBlock from './StepsBlock';
import TableBlock from './TableBlock';

/** The spec type of the block whose `type` is `T`. */
export type BlockOfType<T extends Block['type']> = Extract<Block, { type: T }>;

/** A block component: renders one block spec. */
export type BlockComponent<B extends Block = Block> = ComponentType<{ block: B }>;

/** One component for every block type of schemas/page.schema.json. */
export type BlockRegistry = { readonly [T in Block['type']]: BlockComponent<BlockOfType<T>> };

/**
 * Block `type` → component. Adding a block type: its schema definition, one component file, one line here.
 * Calculators (mathjs), the newsletter form, the strategy catalogue, the glossary, the FAQ (with their data) and the search page load lazily, only on pages that use them.
 */
export const blockRegistry: BlockRegistry = {
  hero: HeroBlock,
  prose: ProseBlock,
  cards: CardsBlock,
  steps: StepsBlock,
  table: TableBlock,
  buttons: ButtonsBlock,
  callout: CalloutBlock,
  accordion: AccordionBlock,
  calculator: preloadable(() => import('./CalculatorBlock')),
  module: ModuleBlock,
  newsletter: preloadable(() => import('./NewsletterBlock')),
  'strategy-catalogue': preloadable(() => import('./catalogue/StrategyCatalogueBlock')),
  carousel: CarouselBlock,
  glossary: preloadable(() => import('./glossary/GlossaryBlock')),
  search: preloadable(() => import('./search/SearchBlock')),
  faq: preloadable(() => import('./faq/FaqBlock')),
};

/** A long page's "On this page" list (its own chunk: short pages such as the home page do not load it). */
export const PageContents = preloadable(() => import('./contents/PageContents'));

/** Loads the code of the lazily loaded block types among `types`, ahead of rendering a page. */
export function preloadBlocks(types: Iterable<Block['type']>): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const type of new Set(types)) {
    const component: unknown = blockRegistry[type];
    if (typeof component === 'function' && 'preload' in component && typeof component.preload === 'function') loads.push((component.preload as () => Promise<unknown>)());
  }
  return Promise.all(loads);
}
